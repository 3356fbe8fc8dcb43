import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';
import { volunteerProfileQueryKey } from './volunteerProfile';

export interface NamesInput {
  first_name: string;
  last_name: string;
}

/** Renames the signed-in volunteer (users record); the SDK refreshes the stored user. */
export async function updateNames(userId: string, input: NamesInput): Promise<User> {
  return pb.collection('users').update<User>(userId, {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
  });
}

export function useUpdateNames(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NamesInput) => updateNames(userId, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: volunteerProfileQueryKey }),
        client.invalidateQueries({ queryKey: ['directory', 'volunteer'] }),
      ]),
  });
}
