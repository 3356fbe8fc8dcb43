import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Skeleton,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { useLatestNotifications } from '@/features/notifications/api/latestNotifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/markAllNotificationsRead';
import { useMarkNotificationRead } from '@/features/notifications/api/markNotificationRead';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import { useNotificationsLive } from '../api/notificationsLive';
import { useUnreadCount } from '../api/unreadCount';

const IN_MENU = 6;

/** The top bar's bell: the live unread count and a menu of the latest notifications. */
export function NotificationBell({ allPath }: { allPath: string }) {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  useNotificationsLive(userId);
  const unread = useUnreadCount(userId);
  const latest = useLatestNotifications(userId, IN_MENU);
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const [opened, { toggle, close }] = useDisclosure(false);
  const count = unread.data ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';

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
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
          onClick={toggle}
          data-testid="notification-bell"
        >
          <Indicator
            label={count > 99 ? '99+' : count}
            disabled={count === 0}
            size={16}
            color="red.8"
            offset={2}
          >
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
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
