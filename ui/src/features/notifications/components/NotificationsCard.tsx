import { memo } from 'react';
import { LoadingBars } from '@/shared/components/LoadingBars';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/shared/auth';
import type { User } from '@/shared/types';
import {
  latestNotificationsQuery,
  useLatestNotifications,
} from '@/features/notifications/api/latestNotifications';
import { useMarkNotificationRead } from '@/features/notifications/api/markNotificationRead';
import { DashboardCard } from '@/shared/components/DashboardCard';
import { QueryView } from '@/shared/components/QueryView';
import { NotificationList } from './NotificationList';

const LATEST = 5;

/** The card's answer, for a dashboard's first screen (its `firstData`). */
export function notificationsCardFirstData(client: QueryClient, user: User): Promise<void>[] {
  return [client.prefetchQuery(latestNotificationsQuery(user.id, LATEST))];
}

/** The dashboards' "Notifications" card: the newest real notifications and a link to them all. */
export const NotificationsCard = memo(function NotificationsCard({
  allPath,
  emptyText,
}: {
  allPath: string;
  emptyText: string;
}) {
  const user = useCurrentUser();
  const latest = useLatestNotifications(user?.id ?? null, LATEST);
  const markRead = useMarkNotificationRead();
  return (
    <DashboardCard title="Notifications" id="notifications">
      <QueryView
        query={latest}
        errorTitle="Your notifications could not be loaded"
        loading={<LoadingBars label="Loading" gap="sm" w="100%" bars={[40, 40]} />}
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="gray.7">{emptyText}</Text>
          ) : (
            <NotificationList
              items={data}
              label="Latest notifications"
              onOpen={(n) => {
                if (!n.read) markRead.mutate(n.id);
              }}
            />
          )
        }
      </QueryView>
      <Button component={Link} to={allPath} variant="default" mt="auto">
        See all notifications
      </Button>
    </DashboardCard>
  );
});
