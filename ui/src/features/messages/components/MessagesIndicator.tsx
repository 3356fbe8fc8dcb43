import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { paths } from '@/shared/paths';
import { useMessagesRealtime } from '../api/realtime';
import type { Side } from '../api/types';
import { useUnreadCount } from '../api/unreadCount';

/**
 * The message icon of the area top bar: a link to the Messages page with
 * the live number of conversations that have unread messages. It also
 * holds the tab's one realtime subscription to messages.
 */
export function MessagesIndicator() {
  const user = useCurrentUser();
  const side: Side | null =
    user?.role === 'company' ? 'company' : user?.role === 'volunteer' ? 'volunteer' : null;
  useMessagesRealtime(Boolean(side && user?.verified));
  const unread = useUnreadCount(side && user?.verified ? side : null);
  if (!side) return null;
  const count = unread.data ?? 0;
  const label =
    count === 0
      ? 'Messages'
      : `Messages: ${count} ${count === 1 ? 'conversation' : 'conversations'} with unread messages`;
  return (
    <Tooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        disabled={count === 0}
        color="red.8"
        offset={4}
        data-testid="messages-indicator"
      >
        <ActionIcon
          component={Link}
          to={side === 'company' ? paths.company.messages : paths.volunteer.messages}
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
        >
          <IconMessage size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
