import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** Suspends an account: every session of it (and of its team) ends and it cannot sign in. */
export function suspendUser({ id, reason }: { id: string; reason: string }) {
  return pb.send<{ id: string; suspended: boolean }>(
    `/api/system/messages/users/${encodeURIComponent(id)}/suspend`,
    { method: 'POST', body: { reason } },
  );
}

export function useSuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
