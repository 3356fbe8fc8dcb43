import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeAfterFirstPaint } from '@/shared/realtime';
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
    // Without them the page works on its queries.
    return subscribeAfterFirstPaint(
      () =>
        pb.collection('conversations').subscribe<Conversation>('*', (e) => {
          client.setQueryData(queryKeys.conversation(e.record.id), e.record);
          void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
          void client.invalidateQueries({ queryKey: ['messages', 'unread'] });
        }),
      () =>
        pb.collection('messages').subscribe<Message>('*', (e) => {
          void client.invalidateQueries({ queryKey: queryKeys.thread(e.record.conversation) });
        }),
    );
  }, [enabled, client]);
}

/**
 * Tells the server this tab has the conversation open: a subscription to
 * the conversation's own record, which the server looks for before it
 * notifies a recipient of a new message (an open thread shows it already).
 */
export function useConversationOpen(conversationId: string) {
  useEffect(
    // Without it the recipient is notified of messages they see anyway.
    () =>
      subscribeAfterFirstPaint(() =>
        pb.collection('conversations').subscribe(conversationId, () => {
          // The '*' subscription of useMessagesRealtime refreshes the views.
        }),
      ),
    [conversationId],
  );
}
