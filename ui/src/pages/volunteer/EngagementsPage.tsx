import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { AreaListPage, CardList, CardSkeletons } from '@/shared/components/AreaListPage';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { ENGAGEMENT_STATUS_LABEL, formatDay, hoursLabel } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import { useMyEngagements } from '@/features/engagements/api/myEngagements';

/** /volunteer/engagements: the work the volunteer was accepted for, with the hours approved so far. */
export function EngagementsPage() {
  usePageTitle('Engagements');
  const user = useCurrentUser();
  const query = useMyEngagements(user?.id ?? '');

  return (
    <AreaListPage
      title="Engagements"
      intro="The work you were accepted for. Log your time; the company approves it."
      query={query}
      items={query.data ?? []}
      loadingLabel="Loading your engagements"
      skeleton={<CardSkeletons height={110} />}
      errorTitle="Your engagements could not be loaded"
      empty={{
        title: 'You have no engagements yet.',
        text: 'When a company accepts your application, the work starts here: log your hours and get a certificate anyone can verify.',
        action: { label: 'Find opportunities', to: paths.opportunities },
      }}
    >
      {(items) => (
        <CardList label="Your engagements">
          {items.map((e) => (
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
        </CardList>
      )}
    </AreaListPage>
  );
}

export { EngagementsPage as Component };
