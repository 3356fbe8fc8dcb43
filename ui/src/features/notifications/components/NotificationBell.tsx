import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/shared/auth';
import type { User } from '@/shared/types';
import { useFirstClick } from '@/shared/hooks/firstClick';
import {
  latestNotificationsQuery,
  useLatestNotifications,
} from '@/features/notifications/api/latestNotifications';
import { useNotificationsLive } from '../api/notificationsLive';
import { unreadCountQuery, useUnreadCount } from '../api/unreadCount';

/** How many of the latest notifications the menu lists. */
export const IN_MENU = 6;

// The menu's pop-over (and the positioning library behind it) loads on
// the first click: a signed-in page draws its top bar without it. Pointing
// at the bell or focusing it starts the download.
const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationMenu })));

/** The bell itself: the unread count on the icon. The menu's target. */
export function BellButton({
  count,
  label,
  ...others
}: { count: number; label: string } & ComponentProps<typeof ActionIcon<'button'>>) {
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={label}
      data-testid="notification-bell"
      {...others}
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
  );
}

/** The bell's answers on the area's first screen (app/layouts/AreaLayout.tsx firstData). */
export function bellFirstData(client: QueryClient, user: User): Promise<void>[] {
  return [
    client.prefetchQuery(unreadCountQuery(user.id)),
    client.prefetchQuery(latestNotificationsQuery(user.id, IN_MENU)),
  ];
}

/** The top bar's bell: the live unread count and a menu of the latest notifications. */
export function NotificationBell({ allPath }: { allPath: string }) {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  useNotificationsLive(userId);
  const unread = useUnreadCount(userId);
  // Asked for with the bar, as before: the menu opens on its answer.
  useLatestNotifications(userId, IN_MENU);
  const { used, props } = useFirstClick(loadMenu, 'dialog');
  const count = unread.data ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  // Until its first click: the same button, closed (the attributes the
  // pop-over's target carries when closed).
  const bell = <BellButton count={count} label={label} {...props} />;
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationMenu allPath={allPath} count={count} label={label} />
    </Suspense>
  );
}
