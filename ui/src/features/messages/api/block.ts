import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys, type Conversation } from './types';

/** Blocks (no new messages either way) or unblocks the conversation. */
export function setBlocked(id: string, blocked: boolean): Promise<Conversation> {
  const action = blocked ? 'block' : 'unblock';
  return pb.send<Conversation>(`/api/conversations/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
}

export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) => setBlocked(id, blocked),
    onSuccess: (c) => {
      client.setQueryData(queryKeys.conversation(c.id), c);
      void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
    },
  });
}
