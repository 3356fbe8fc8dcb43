import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '@/shared/firstData';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation, type Message } from './types';

/**
 * Keeps every messages query live through PocketBase realtime: the server
 * sends a participant each new message and each change of their
 * conversations (the collections' rules decide who receives what). Mounted
 * once per tab, in the area's top bar.
 */
export function useMessagesRealtime(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const unsubs: Array<() => Promise<void>> = [];
    // After the first paint (the realtime connection is not on the first screen).
    const keep = (subscribe: () => Promise<() => Promise<void>>) =>
      afterFirstPaint()
        .then(subscribe)
        .then((u) => {
          if (cancelled) void u();
          else unsubs.push(u);
        })
        .catch(() => {
          // The SDK reconnects by itself; a failed first subscribe leaves the
          // page working on its queries.
        });
    keep(() =>
      pb.collection('conversations').subscribe<Conversation>('*', (e) => {
        client.setQueryData(queryKeys.conversation(e.record.id), e.record);
        void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
        void client.invalidateQueries({ queryKey: ['messages', 'unread'] });
      }),
    );
    keep(() =>
      pb.collection('messages').subscribe<Message>('*', (e) => {
        void client.invalidateQueries({ queryKey: queryKeys.thread(e.record.conversation) });
      }),
    );
    return () => {
      cancelled = true;
      unsubs.forEach((u) => void u());
    };
  }, [enabled, client]);
}

/**
 * Tells the server this tab has the conversation open: a subscription to
 * the conversation's own record, which the server looks for before it
 * notifies a recipient of a new message (an open thread shows it already).
 */
export function useConversationOpen(conversationId: string) {
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => Promise<void>) | undefined;
    afterFirstPaint()
      .then(() =>
        pb.collection('conversations').subscribe(conversationId, () => {
          // The '*' subscription of useMessagesRealtime refreshes the views.
        }),
      )
      .then((u) => {
        if (cancelled) void u();
        else unsubscribe = u;
      })
      .catch(() => {
        // Without it the recipient is notified of messages they see anyway.
      });
    return () => {
      cancelled = true;
      void unsubscribe?.();
    };
  }, [conversationId]);
}
