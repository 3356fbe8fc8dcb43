import { LoadingBars } from '@/shared/components/LoadingBars';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/markAllNotificationsRead';
import { useMarkNotificationRead } from '@/features/notifications/api/markNotificationRead';
import { QueryView } from '@/shared/components/QueryView';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import { PageHeading } from '@/shared/components/PageHeading';
import { Pagination } from '@/shared/components/Pagination';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useNotificationsPage } from '../api/notificationsPage';

/** /{area}/notifications: every notification of the signed-in user, newest first, paged. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = useNotificationsPage(user?.id ?? null, page);
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const anyUnread = list.data?.items.some((n) => !n.read) ?? false;

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <PageHeading title="Notifications" intro="What happened on Voluntech that concerns you." />
        <Button
          variant="default"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={!anyUnread}
        >
          Mark all as read
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <QueryView
          query={list}
          errorTitle="Your notifications could not be loaded"
          loading={<LoadingBars label="Loading" gap="md" bars={[56, 56, 56]} />}
        >
          {(data) =>
            data.items.length === 0 ? (
              <Text c="gray.7">
                You have no notifications yet. When something happens that concerns you, such as a
                new application or a change to one, it shows up here and on the bell at the top.
              </Text>
            ) : (
              <NotificationList
                items={data.items}
                label="All notifications"
                onOpen={(n) => {
                  if (!n.read) markRead.mutate(n.id);
                }}
              />
            )
          }
        </QueryView>
      </Paper>
      {list.data && list.data.totalPages > 1 ? (
        <Pagination page={page} total={list.data.totalPages} onChange={setPage} />
      ) : null}
    </Stack>
  );
}

export { NotificationsPage as Component };
