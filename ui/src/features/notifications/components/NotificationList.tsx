import { StackList } from '@/shared/components/BareList';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@/features/notifications/api/latestNotifications';
import { formatDateTime } from '@/shared/components/opportunity/model';

/** One notification: its title (a link when it has one), text and time; unread ones are marked. */
export function NotificationEntry({
  n,
  onOpen,
}: {
  n: Notification;
  /** Called when the user follows the notification's link. */
  onOpen?: (n: Notification) => void;
}) {
  const title = (
    <Text fw={n.read ? 500 : 700} size="sm">
      {n.title}
    </Text>
  );
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {n.link ? (
          <Anchor component={Link} to={n.link} onClick={() => onOpen?.(n)} c="dark">
            {title}
          </Anchor>
        ) : (
          title
        )}
        {n.read ? null : (
          <Badge size="xs" variant="filled" color="blue.8" style={{ flexShrink: 0 }}>
            New
          </Badge>
        )}
      </Group>
      {n.body ? (
        <Text size="sm" c="gray.7" lineClamp={2}>
          {n.body}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7">
        {formatDateTime(n.created)}
      </Text>
    </Stack>
  );
}

/** A list of notifications with an accessible name. */
export function NotificationList({
  items,
  label,
  onOpen,
}: {
  items: Notification[];
  label: string;
  onOpen?: (n: Notification) => void;
}) {
  return (
    <StackList aria-label={label} gap="md">
      {items.map((n) => (
        <li key={n.id}>
          <NotificationEntry n={n} onOpen={onOpen} />
        </li>
      ))}
    </StackList>
  );
}
