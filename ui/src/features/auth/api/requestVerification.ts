import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Asks PocketBase to mail a verification link (it answers 204 for any address). */
export async function requestVerification(email: string): Promise<void> {
  await pb.collection('users').requestVerification(email.trim());
}

export function useRequestVerification() {
  return useMutation({
    mutationKey: ['auth', 'request-verification'],
    mutationFn: requestVerification,
  });
}
