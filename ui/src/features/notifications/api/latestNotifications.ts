import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** One entry of the bell: a `notifications` record of the signed-in user. */
export interface Notification {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** An in-app path ("/volunteer/opportunities"), or "". */
  link: string;
  read: boolean;
  created: string;
}

export const NOTIFICATION_FIELDS = 'id,kind,title,body,link,read,created';

/** Every notifications query starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = ['notifications'] as const;

export async function fetchLatestNotifications(
  userId: string,
  count: number,
): Promise<Notification[]> {
  const page = await pb.collection('notifications').getList<Notification>(1, count, {
    filter: pb.filter('user = {:me}', { me: userId }),
    sort: '-created,-id',
    fields: NOTIFICATION_FIELDS,
    skipTotal: true,
  });
  return page.items;
}

export const latestNotificationsQuery = (userId: string, count: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', userId, count],
    queryFn: () => fetchLatestNotifications(userId, count),
  });

/** The user's newest notifications; kept live by the bell's realtime subscription. */
export function useLatestNotifications(userId: string | null, count: number) {
  return useQuery({ ...latestNotificationsQuery(userId ?? '', count), enabled: Boolean(userId) });
}
