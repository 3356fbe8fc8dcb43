import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '@/shared/auth';
import { pb } from '@/shared/pb';

/**
 * Ends every session of the signed-in user: the server gives the account a
 * new token key, so the token of every device (this one too) stops working.
 */
export async function logoutAllDevices(): Promise<void> {
  await pb.send('/api/account/logout-all', { method: 'POST' });
  logout();
}

export function useLogoutAllDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAllDevices,
    onSuccess: () => queryClient.removeQueries(),
  });
}
