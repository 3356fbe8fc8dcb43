import { ActionIcon, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { LoadingBars } from '@/shared/components/LoadingBars';
import { ENGAGEMENT_STATUS_LABEL, formatDay, hoursLabel } from '@/shared/engagements/model';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { paths } from '@/shared/paths';
import { StatCard } from '@/shared/profile/StatCard';
import { useEngagement } from '@/features/engagements/api/engagement';
import { ScopeSection } from '@/features/projects/components/ScopeSection';

/** /company/engagements/:id: one volunteer's engagement, its scope and milestones, for the company team. */
export function EngagementPage() {
  const { id = '' } = useParams();
  const engagement = useEngagement(id);
  const e = engagement.data;
  usePageTitle(e ? `${e.volunteer_name}: ${e.opportunity_title}` : 'Engagement');

  if (engagement.isPending) {
    return <LoadingBars label="Loading the engagement" gap="md" bars={[60, 200]} />;
  }
  if (engagement.isError || !e) {
    return (
      <LoadErrorAlert
        title="This engagement could not be loaded"
        error={engagement.error}
        onRetry={() => void engagement.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={paths.company.opportunity(e.opportunity)}
          variant="subtle"
          size="lg"
          aria-label="Back to the opportunity"
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {e.volunteer_name}
          </Title>
          <Group gap="xs">
            <Text c="gray.7">{e.opportunity_title}</Text>
            <Badge variant="light" tt="none">
              {ENGAGEMENT_STATUS_LABEL[e.status]}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard size="small" label="Approved" value={hoursLabel(e.approved_hours)} />
        <StatCard size="small" label="Waiting for approval" value={hoursLabel(e.pending_hours)} />
        <StatCard size="small" label="Accepted on" value={formatDay(e.accepted_at)} />
      </SimpleGrid>
      <ScopeSection
        engagementId={e.id}
        side="company"
        names={{ company: 'Your team', volunteer: e.volunteer_name }}
        active={e.status !== 'completed'}
      />
    </Stack>
  );
}

export { EngagementPage as Component };
