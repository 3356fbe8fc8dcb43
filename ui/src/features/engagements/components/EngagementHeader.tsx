import { ActionIcon, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ENGAGEMENT_STATUS_LABEL,
  formatDay,
  hoursLabel,
  type Engagement,
} from '@/shared/engagements/model';
import { StatCard } from '@/shared/profile/StatCard';

/**
 * The top of an engagement's page, for either side: a way back, the
 * title (the other party or the opportunity), the subtitle and status,
 * and the hours figures.
 */
export function EngagementHeader({
  engagement: e,
  back,
  title,
  subtitle,
}: {
  engagement: Engagement;
  back: { to: string; label: string };
  title: string;
  subtitle: string;
}) {
  return (
    <>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={back.to}
          variant="subtle"
          size="lg"
          aria-label={back.label}
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap="xs">
            <Text c="gray.7">{subtitle}</Text>
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
    </>
  );
}
