import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { notificationsKey } from './latestNotifications';

/** Marks one notification read (the only change its user may make). */
export async function markNotificationRead(id: string): Promise<void> {
  await pb.collection('notifications').update(id, { read: true }, { fields: 'id' });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
