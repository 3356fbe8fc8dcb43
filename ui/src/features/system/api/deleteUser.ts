import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** Deletes an account with its profile, entries, applications, opportunities and files. */
export async function deleteUser(id: string): Promise<void> {
  await pb.send(`/api/system/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Every system list and the dashboard may have counted the account.
    onSuccess: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
