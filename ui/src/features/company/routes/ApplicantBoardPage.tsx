import { ActionIcon, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { statusOf } from '@/shared/errors';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { useCompanyOpportunity } from '../api/companyOpportunity';
import { ApplicantBoard } from '../components/board/ApplicantBoard';
import { useApplicantsView } from '../components/board/useApplicantsView';
import { ViewSwitch } from '../components/board/ViewSwitch';

/** The applicant board of one of the company's opportunities, full width. */
export function ApplicantBoardPage() {
  const { id = '' } = useParams();
  const query = useCompanyOpportunity(id);
  const navigate = useNavigate();
  const [, setView] = useApplicantsView();
  usePageTitle(query.data ? `Applicants: ${query.data.title}` : 'Applicants');
  const detail = paths.company.opportunity(id);

  if (query.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading the board">
        <Skeleton h={36} w="50%" />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (query.isError) {
    return statusOf(query.error) === 404 ? (
      <Stack gap="md" align="flex-start">
        <Title order={1}>Opportunity not found</Title>
        <Text>It may have been deleted.</Text>
        <Button component={Link} to={paths.company.opportunities} variant="default">
          Back to your opportunities
        </Button>
      </Stack>
    ) : (
      <LoadErrorAlert
        title="The opportunity could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const o = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 300px' }}>
          <ActionIcon
            component={Link}
            to={detail}
            variant="subtle"
            size="lg"
            aria-label={`Back to ${o.title}`}
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
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
    </Stack>
  );
}

export { ApplicantBoardPage as Component };
