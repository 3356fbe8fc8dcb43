import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKey } from '@/features/notifications/api/latestNotifications';
import { subscribeAfterFirstPaint } from '@/shared/realtime';
import { pb } from '@/shared/pb';

/**
 * Keeps every notifications query fresh over PocketBase realtime while the
 * user is signed in: the collection's list rule lets the server send a user
 * only their own records, so any event means "refetch".
 */
export function useNotificationsLive(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    // Without it the counts still load on every page; only the live updates are missing.
    return subscribeAfterFirstPaint(() =>
      pb
        .collection('notifications')
        .subscribe('*', () => void client.invalidateQueries({ queryKey: notificationsKey }), {
          fields: 'id',
        }),
    );
  }, [client, userId]);
}
