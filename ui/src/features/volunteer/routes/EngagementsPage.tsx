import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { ENGAGEMENT_STATUS_LABEL, formatDay, hoursLabel } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { useMyEngagements } from '../api/myEngagements';

/** /volunteer/engagements: the work the volunteer was accepted for, with the hours approved so far. */
export function EngagementsPage() {
  usePageTitle('Engagements');
  const user = useCurrentUser();
  const query = useMyEngagements(user?.id ?? '');

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label="Loading your engagements">
        <Skeleton h={110} />
        <Skeleton h={110} />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        title="Your engagements could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    content = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>You have no engagements yet.</Text>
        <Text size="sm" c="gray.7" mt={4} mb="md">
          When a company accepts your application, the work starts here: log your hours and get a
          certificate anyone can verify.
        </Text>
        <Button component={Link} to={paths.opportunities}>
          Find opportunities
        </Button>
      </Paper>
    );
  } else {
    content = (
      <Stack
        gap="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Your engagements"
      >
        {query.data.map((e) => (
          <li key={e.id}>
            <Card withBorder padding="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Text
                    component={Link}
                    to={paths.volunteer.engagement(e.id)}
                    fw={700}
                    size="lg"
                    c="blue.9"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {e.opportunity_title}
                  </Text>
                  <Text c="gray.7">{e.company_name}</Text>
                  <Text size="sm" c="gray.7">
                    Since {formatDay(e.accepted_at)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge variant="light" tt="none" color="blue">
                    {ENGAGEMENT_STATUS_LABEL[e.status]}
                  </Badge>
                  <Text size="sm">{hoursLabel(e.approved_hours)} approved</Text>
                  {e.pending_hours > 0 ? (
                    <Text size="sm" c="gray.7">
                      {hoursLabel(e.pending_hours)} waiting
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Engagements</Title>
        <Text c="gray.7" mt={4}>
          The work you were accepted for. Log your time; the company approves it.
        </Text>
      </div>
      {content}
    </Stack>
  );
}

export { EngagementsPage as Component };
