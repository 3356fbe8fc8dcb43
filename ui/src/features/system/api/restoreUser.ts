import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** Lifts a suspension: the account signs in again and its public pages come back. */
export function restoreUser(id: string) {
  return pb.send<{ id: string; suspended: boolean }>(
    `/api/system/messages/users/${encodeURIComponent(id)}/restore`,
    { method: 'POST' },
  );
}

export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSettled: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
