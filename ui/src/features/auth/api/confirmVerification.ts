import { useMutation } from '@tanstack/react-query';
import { refreshAuth } from '@/shared/auth';
import { pb } from '@/shared/pb';

/**
 * Confirms the emailed verification token. When someone is signed in, the
 * stored user is refreshed so it reads as verified without a new login.
 */
export async function confirmVerification(token: string): Promise<void> {
  await pb.collection('users').confirmVerification(token);
  if (pb.authStore.isValid) await refreshAuth();
}

export function useConfirmVerification() {
  return useMutation({
    mutationKey: ['auth', 'confirm-verification'],
    mutationFn: confirmVerification,
  });
}
