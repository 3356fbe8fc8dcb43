import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

/**
 * Records the volunteer's over-18 confirmation; the server stamps
 * adult_confirmed_at. Updating the signed-in user also refreshes the stored one.
 */
export async function confirmAdult(userId: string): Promise<User> {
  return pb.collection('users').update<User>(userId, { adult_confirmed: true });
}

export function useConfirmAdult() {
  return useMutation({ mutationKey: ['auth', 'confirm-adult'], mutationFn: confirmAdult });
}
