import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** Closes an opportunity that breaks the rules; the server emails its company the reason. */
export async function closeOpportunity({ id, reason }: { id: string; reason: string }) {
  await pb.send(`/api/system/opportunities/${encodeURIComponent(id)}/close`, {
    method: 'POST',
    body: { reason },
  });
}

export function useCloseOpportunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeOpportunity,
    onSuccess: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
