import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useHoverTooltip } from '@/shared/components/LazyTooltip';
import type { QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/shared/auth';
import type { User } from '@/shared/types';
import { paths } from '@/shared/paths';
import { useMessagesRealtime } from '../api/realtime';
import type { Side } from '../api/types';
import { unreadCountQuery, useUnreadCount } from '../api/unreadCount';

function sideOf(user: Pick<User, 'role'> | null): Side | null {
  return user?.role === 'company' ? 'company' : user?.role === 'volunteer' ? 'volunteer' : null;
}

/** The icon's answer on the area's first screen (app/layouts/AreaLayout.tsx firstData). */
export function messagesIndicatorFirstData(client: QueryClient, user: User): Promise<void>[] {
  const side = sideOf(user);
  return side && user.verified ? [client.prefetchQuery(unreadCountQuery(side))] : [];
}

/**
 * The message icon of the area top bar: a link to the Messages page with
 * the live number of conversations that have unread messages. It also
 * holds the tab's one realtime subscription to messages.
 */
export function MessagesIndicator() {
  const user = useCurrentUser();
  const side = sideOf(user);
  useMessagesRealtime(Boolean(side && user?.verified));
  const unread = useUnreadCount(side && user?.verified ? side : null);
  const count = unread.data ?? 0;
  const label =
    count === 0
      ? 'Messages'
      : `Messages: ${count} ${count === 1 ? 'conversation' : 'conversations'} with unread messages`;
  // The tooltip's code loads when a mouse first points at the icon.
  const anchor = useRef<HTMLDivElement>(null);
  const { onPointerEnter, tooltip } = useHoverTooltip(anchor, { label });
  if (!side) return null;
  return (
    <>
      <Indicator
        ref={anchor}
        onPointerEnter={onPointerEnter}
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
      {tooltip}
    </>
  );
}
