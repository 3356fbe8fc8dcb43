import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation } from './types';

/** The signed-in side has read the conversation (the other side then sees "Seen"). */
export function markRead(id: string): Promise<Conversation> {
  return pb.send<Conversation>(`/api/conversations/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (c) => {
      client.setQueryData(queryKeys.conversation(c.id), c);
      void client.invalidateQueries({ queryKey: ['messages', 'unread'] });
      void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
    },
  });
}
