import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { notificationsKey } from './latestNotifications';

/** Marks every unread notification of the signed-in user read; answers how many. */
export async function markAllNotificationsRead(): Promise<number> {
  const res = await pb.send<{ updated: number }>('/api/notifications/read-all', {
    method: 'POST',
  });
  return res.updated;
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
