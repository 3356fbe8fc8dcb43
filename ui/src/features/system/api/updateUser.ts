import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SystemUser, type UserInput } from './types';

export function updateUser({ id, ...input }: Partial<UserInput> & { id: string }) {
  return pb.send<SystemUser>(`/api/system/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: systemKey }),
  });
}
