import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Mails a reset link; PocketBase answers 204 even for unknown addresses, so no one can probe them. */
export async function requestPasswordReset(email: string): Promise<void> {
  await pb.collection('users').requestPasswordReset(email.trim());
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'request-password-reset'],
    mutationFn: requestPasswordReset,
  });
}
