import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Side } from './types';

/** How many of the user's conversations have unread messages for their side. */
export async function fetchUnreadCount(side: Side): Promise<number> {
  const res = await pb.collection('conversations').getList(1, 1, {
    filter: `${side}_unread > 0`,
    fields: 'id',
  });
  return res.totalItems;
}

export const unreadCountQuery = (side: Side) =>
  queryOptions({ queryKey: queryKeys.unread(side), queryFn: () => fetchUnreadCount(side) });

export function useUnreadCount(side: Side | null) {
  return useQuery({ ...unreadCountQuery(side ?? 'volunteer'), enabled: Boolean(side) });
}
