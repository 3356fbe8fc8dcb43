import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKey } from '@/features/notifications/api/latestNotifications';
import { afterFirstPaint } from '@/shared/firstData';
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
    let stop: (() => Promise<void>) | null = null;
    let cancelled = false;
    // After the first paint (the realtime connection is not on the first screen).
    afterFirstPaint()
      .then(() =>
        pb
          .collection('notifications')
          .subscribe('*', () => void client.invalidateQueries({ queryKey: notificationsKey }), {
            fields: 'id',
          }),
      )
      .then((unsubscribe) => {
        if (cancelled) void unsubscribe();
        else stop = unsubscribe;
      })
      .catch(() => {
        // The counts still load on every page; only the live updates are missing.
      });
    return () => {
      cancelled = true;
      if (stop) void stop();
    };
  }, [client, userId]);
}
