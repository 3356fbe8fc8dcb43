import { Button, Divider, Group, Popover, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { useLatestNotifications } from '@/features/notifications/api/latestNotifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/markAllNotificationsRead';
import { useMarkNotificationRead } from '@/features/notifications/api/markNotificationRead';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import { useOpenOnMount } from '@/shared/hooks/firstClick';
import { BellButton, IN_MENU } from './NotificationBell';

/**
 * The bell with its menu of the latest notifications, loaded on the bell's
 * first click (NotificationBell): it opens at once, from the bell, which
 * takes the focus of the button it replaces, so closing the menu returns
 * the focus to it.
 */
export function NotificationMenu({
  allPath,
  count,
  label,
}: {
  allPath: string;
  count: number;
  label: string;
}) {
  const user = useCurrentUser();
  const latest = useLatestNotifications(user?.id ?? null, IN_MENU);
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const [opened, { toggle, open, close }] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  useOpenOnMount(target, open);

  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton ref={target} count={count} label={label} onClick={toggle} />
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label="Notifications" maw="calc(100vw - 16px)">
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={700}>Notifications</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            // The subtle variant draws its text in shade 6 at most (3.6:1
            // on white, below AA) whatever shade `color` names: the text
            // colour is set on its own.
            color="blue"
            c="blue.9"
            disabled={count === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </Button>
        </Group>
        {latest.isPending ? (
          <Skeleton h={48} role="status" aria-label="Loading" />
        ) : latest.isError ? (
          <Text size="sm" c="red.8">
            Your notifications could not be loaded.
          </Text>
        ) : latest.data.length === 0 ? (
          <Text size="sm" c="gray.7">
            No notifications yet. We will tell you here when something happens.
          </Text>
        ) : (
          <NotificationList
            items={latest.data}
            label="Latest notifications"
            onOpen={(n) => {
              close();
              if (!n.read) markRead.mutate(n.id);
            }}
          />
        )}
        <Divider my="sm" />
        <Button component={Link} to={allPath} variant="default" fullWidth onClick={close}>
          See all notifications
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
