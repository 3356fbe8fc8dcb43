import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsKey } from '@/features/notifications/api/latestNotifications';
import { pb } from '@/shared/pb';

/** How many of the user's notifications are unread. */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const page = await pb.collection('notifications').getList(1, 1, {
    filter: pb.filter('user = {:me} && read = false', { me: userId }),
    fields: 'id',
  });
  return page.totalItems;
}

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread', userId],
    queryFn: () => fetchUnreadCount(userId),
  });

export function useUnreadCount(userId: string | null) {
  return useQuery({ ...unreadCountQuery(userId ?? ''), enabled: Boolean(userId) });
}
