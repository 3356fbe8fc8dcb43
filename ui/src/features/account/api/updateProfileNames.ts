import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';

export interface ProfileNamesInput {
  first_name: string;
  last_name: string;
  username: string;
}

/** Saves the signed-in user's names; the SDK refreshes the stored user with the answer. */
export async function updateProfileNames(userId: string, input: ProfileNamesInput): Promise<User> {
  return pb.collection('users').update<User>(userId, {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    username: input.username.trim(),
  });
}

export function useUpdateProfileNames(userId: string) {
  return useMutation({
    mutationFn: (input: ProfileNamesInput) => updateProfileNames(userId, input),
  });
}
