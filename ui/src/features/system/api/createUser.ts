import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SystemUser, type UserInput } from './types';

/** Creates an account; the server mails the user a link to set their password. */
export function createUser(input: UserInput) {
  return pb.send<SystemUser>('/api/system/users', { method: 'POST', body: input });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
