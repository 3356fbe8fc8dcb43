import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import {
  NOTIFICATION_FIELDS,
  notificationsKey,
  type Notification,
} from '@/features/notifications/api/latestNotifications';
import { pb } from '@/shared/pb';

export const PAGE_SIZE = 20;

/** One page of the user's notifications, newest first. */
export async function fetchNotificationsPage(
  userId: string,
  page: number,
): Promise<ListResult<Notification>> {
  return pb.collection('notifications').getList<Notification>(page, PAGE_SIZE, {
    filter: pb.filter('user = {:me}', { me: userId }),
    sort: '-created,-id',
    fields: NOTIFICATION_FIELDS,
  });
}

export const notificationsPageQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'page', userId, page],
    queryFn: () => fetchNotificationsPage(userId, page),
    placeholderData: keepPreviousData,
  });

export function useNotificationsPage(userId: string | null, page: number) {
  return useQuery({ ...notificationsPageQuery(userId ?? '', page), enabled: Boolean(userId) });
}
