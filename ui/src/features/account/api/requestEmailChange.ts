import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Mails a confirmation link to the new address; the email changes only once it is opened. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await pb.collection('users').requestEmailChange(newEmail.trim());
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
