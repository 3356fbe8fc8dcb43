import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { paths } from '@/shared/paths';
import { ApplicantsTable } from '../ApplicantsTable';
import { ApplicantBoard } from './ApplicantBoard';
import { useApplicantsView } from './useApplicantsView';
import { ViewSwitch } from './ViewSwitch';

/** The applicants on the opportunity's page, as a table or a board (the choice is kept). */
export function ApplicantsSection({ opportunity }: { opportunity: Opportunity }) {
  const [view, setView] = useApplicantsView();
  return (
    <>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4" id="opportunity-applicants">
          Applicants
        </Title>
        <Group gap="sm">
          {view === 'board' ? (
            <Anchor component={Link} to={paths.company.board(opportunity.id)} size="sm">
              Open the board on its own page
            </Anchor>
          ) : null}
          <ViewSwitch value={view} onChange={setView} />
        </Group>
      </Group>
      {view === 'board' ? (
        <ApplicantBoard opportunity={opportunity} headingLevel={3} />
      ) : (
        <ApplicantsTable opportunityId={opportunity.id} />
      )}
    </>
  );
}
