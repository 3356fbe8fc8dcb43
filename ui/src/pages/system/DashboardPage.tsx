import {
  Anchor,
  Avatar,
  Box,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFileText,
  IconUserPlus,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import {
  NotificationsCard,
  notificationsCardFirstData,
} from '@/features/notifications/components/NotificationsCard';
import { ImpactCard, impactFirstData } from '@/features/projects/components/ImpactCard';
import { currentUser } from '@/shared/auth';
import { afterFirstPaint, type FirstData } from '@/shared/firstData';
import { paths } from '@/shared/paths';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { statsQuery, useStats } from '@/features/system/api/stats';
import type { SystemEvent, SystemStats } from '@/features/system/api/types';
import { StatCard } from '@/features/system/components/StatCard';
import { formatChange, formatDateTime, formatMoney, monthLabel } from '@/features/system/format';

// The chart's code (the charting library, most of the page's script) loads
// after the first paint: with the figures in the first screen it was
// otherwise fetched before it, and the first paint waited for it.
const MrrChart = lazy(() =>
  afterFirstPaint().then(() => import('@/features/system/components/MrrChart')),
);

const eventIcons: Record<SystemEvent['kind'], { icon: TablerIcon; color: string; label: string }> =
  {
    signup: { icon: IconUserPlus, color: 'blue', label: 'Sign-up' },
    application: { icon: IconFileText, color: 'teal', label: 'Application' },
    payment_failed: { icon: IconAlertTriangle, color: 'red', label: 'Failed payment' },
  };

/**
 * The figures, the platform's impact and the notifications: the first
 * screen is drawn with them (index.html starts them: app/preloads.ts).
 */
export const firstData: FirstData = (client) => {
  const user = currentUser();
  return [
    client.prefetchQuery(statsQuery),
    ...impactFirstData(client, 'platform'),
    ...(user ? notificationsCardFirstData(client, user) : []),
  ];
};

/** /system/dashboard: subscriptions, monthly recurring revenue, recent events, the superadmin's notifications and the team. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const stats = useStats();

  return (
    <Stack gap="lg">
      <DashboardHeader />
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <LoadErrorAlert title="The dashboard could not be loaded" query={stats} />
      ) : (
        <DashboardContent stats={stats.data} />
      )}
      <ImpactCard of="platform" />
    </Stack>
  );
}

function DashboardContent({ stats }: { stats: SystemStats }) {
  const { subscriptions } = stats;
  return (
    <>
      <section aria-label="Subscriptions">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <StatCard label="Active Subscriptions" value={subscriptions.active} />
          <StatCard label="Failed Subscriptions" value={subscriptions.failed} />
          <StatCard label="Cancelled Company" value={subscriptions.cancelled} />
        </SimpleGrid>
      </section>
      <MrrCard stats={stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EventsCard events={stats.events} />
        <NotificationsCard
          allPath={paths.system.notifications}
          emptyText="No notifications yet. Reported conversations will show up here."
        />
        <TeamCard team={stats.team} />
      </SimpleGrid>
    </>
  );
}

function MrrCard({ stats }: { stats: SystemStats }) {
  const last = stats.mrr[stats.mrr.length - 1];
  const change = formatChange(stats.mrr_change_percent);
  const hasRevenue = stats.mrr.some((p) => p.amount > 0);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mrr-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="mrr-title">
              Monthly recurring revenue
            </Title>
            <Text size="sm" c="dimmed">
              The last 12 months; yearly plans count as a twelfth each month.
            </Text>
          </div>
          <Box ta={{ base: 'left', sm: 'right' }}>
            <Text fz={28} fw={700}>
              {formatMoney(last?.amount ?? 0, stats.currency)}
            </Text>
            <Text
              size="sm"
              c={
                change.direction === 'down'
                  ? 'red.9'
                  : change.direction === 'up'
                    ? 'teal.9'
                    : 'dimmed'
              }
            >
              {change.text
                ? `${change.text} against last month`
                : 'No revenue last month to compare with'}
              {last ? <VisuallyHidden>{` (${monthLabel(last.month)})`}</VisuallyHidden> : null}
            </Text>
          </Box>
        </Group>
        {hasRevenue ? (
          <Suspense
            fallback={<Skeleton height={260} role="status" aria-label="Loading the chart" />}
          >
            <figure style={{ margin: 0 }} aria-label="Monthly recurring revenue chart">
              <MrrChart data={stats.mrr} currency={stats.currency} />
              <VisuallyHidden component="figcaption">
                {stats.mrr
                  .map((p) => `${monthLabel(p.month)}: ${formatMoney(p.amount, stats.currency)}`)
                  .join('; ')}
              </VisuallyHidden>
            </figure>
          </Suspense>
        ) : (
          <Text c="dimmed">
            No paid subscriptions in the last 12 months yet. The chart appears once companies pay
            for a plan.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A dashboard card listing `items`, or saying what shows here while there are none. */
function ListCard<T>({
  id,
  title,
  emptyText,
  items,
  item,
}: {
  id: string;
  title: string;
  emptyText: string;
  items: T[];
  item: (value: T, index: number) => ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{emptyText}</Text>
        ) : (
          <List spacing="sm" listStyleType="none" p={0}>
            {items.map(item)}
          </List>
        )}
      </Stack>
    </Card>
  );
}

function EventsCard({ events }: { events: SystemEvent[] }) {
  return (
    <ListCard
      id="events-title"
      title="Recent events"
      emptyText="Nothing has happened yet: sign-ups, applications and failed payments appear here."
      items={events}
      item={(e, i) => {
        const meta = eventIcons[e.kind] ?? eventIcons.signup;
        const Icon = meta.icon;
        return (
          <List.Item key={`${e.at}-${i}`}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={meta.color} radius="xl" size="md">
                <Icon size={16} aria-hidden />
              </ThemeIcon>
              <div>
                <VisuallyHidden>{`${meta.label}: `}</VisuallyHidden>
                {e.link && e.link.startsWith('/') ? (
                  <Anchor component={Link} to={e.link} size="sm">
                    {e.text}
                  </Anchor>
                ) : (
                  <Text size="sm">{e.text}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.at)}
                </Text>
              </div>
            </Group>
          </List.Item>
        );
      }}
    />
  );
}

function TeamCard({ team }: { team: SystemStats['team'] }) {
  return (
    <ListCard
      id="team-title"
      title="Team"
      emptyText="No superadmins."
      items={team}
      item={(m) => (
        <List.Item key={m.id}>
          <Group gap="sm" wrap="nowrap">
            <Avatar name={m.name || m.username} color="initials" radius="xl" aria-hidden />
            <div>
              <Text size="sm" fw={600}>
                {m.name || m.username}
              </Text>
              <Text size="xs" c="dimmed">
                {m.username} · Superadmin
              </Text>
            </div>
          </Group>
        </List.Item>
      )}
    />
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the dashboard">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={104} />
        ))}
      </SimpleGrid>
      <Skeleton height={340} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton height={220} />
        <Skeleton height={220} />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
