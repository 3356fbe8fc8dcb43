import { LoadingBars } from '@/shared/components/LoadingBars';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import {
  companyOpportunityQuery,
  useCompanyOpportunity,
} from '@/features/opportunities/api/companyOpportunity';
import { opportunityApplicantsQuery } from '@/features/applications/api/opportunityApplicants';
import { applicationNotesQuery } from '@/features/applications/api/applicationNotes';
import { volunteerFavoritesQuery } from '@/features/directory/api/favorites';
import { suggestionsQuery } from '@/features/matching/api/suggestions';
import { currentUser } from '@/shared/auth';
import { isOpenForApplications } from '@/shared/components/opportunity/model';
import type { FirstData } from '@/shared/firstData';
import { ApplicantBoard } from '@/features/applications/components/board/ApplicantBoard';
import { useApplicantsView } from '@/features/applications/components/board/useApplicantsView';
import { ViewSwitch } from '@/features/applications/components/board/ViewSwitch';
import { BackIconLink } from '@/shared/components/BackIconLink';
import { OpportunityLoadError } from '@/features/opportunities/components/manage/OpportunityLoadError';
import { SuggestedSection } from './components/SuggestedSection';

/**
 * The opportunity, its applications and notes, the saved volunteers and,
 * while it is open, the first page of suggestions: the first screen is
 * drawn with them (index.html starts them: app/preloads.ts).
 */
export const firstData: FirstData = (client, { params }) => {
  const id = params.id ?? '';
  const open = client
    .fetchQuery(companyOpportunityQuery(id))
    .then(isOpenForApplications)
    .catch(() => false);
  return [
    open.then(() => undefined),
    client.prefetchQuery(opportunityApplicantsQuery(id)),
    client.prefetchQuery(applicationNotesQuery(id)),
    client.prefetchQuery(volunteerFavoritesQuery(currentUser()?.id ?? '')),
    open.then((yes) => (yes ? client.prefetchQuery(suggestionsQuery(id, 1)) : undefined)),
  ];
};

/**
 * The applicant board of one of the company's opportunities, full width, and below it the
 * volunteers suggested for it, with "Invite to apply" (as on the opportunity's page).
 */
export function ApplicantBoardPage() {
  const { id = '' } = useParams();
  const query = useCompanyOpportunity(id);
  const navigate = useNavigate();
  const [, setView] = useApplicantsView();
  usePageTitle(query.data ? `Applicants: ${query.data.title}` : 'Applicants');
  const detail = paths.company.opportunity(id);

  if (query.isPending) {
    return <LoadingBars label="Loading the board" gap="lg" bars={[{ h: 36, w: '50%' }, 240]} />;
  }
  if (query.isError) return <OpportunityLoadError query={query} />;

  const o = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 300px' }}>
          <BackIconLink to={detail} label={`Back to ${o.title}`} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {o.title}
            </Title>
            <Text c="gray.7">Applicant board</Text>
          </div>
        </Group>
        <ViewSwitch
          value="board"
          onChange={(view) => {
            setView(view);
            if (view === 'table') void navigate(detail);
          }}
        />
      </Group>
      <ApplicantBoard opportunity={o} headingLevel={2} />
      <SuggestedSection opportunity={o} />
    </Stack>
  );
}

export { ApplicantBoardPage as Component };
