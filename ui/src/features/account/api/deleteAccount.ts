import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/shared/auth';
import { pb } from '@/shared/pb';

/** Deletes the signed-in user's own account, then ends the session. */
export async function deleteAccount(userId: string): Promise<void> {
  await pb.collection('users').delete(userId);
  logout();
}

export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAccount(userId),
    // Nothing cached for the deleted account may show to the next visitor.
    onSuccess: () => queryClient.removeQueries(),
  });
}
