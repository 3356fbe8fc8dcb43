import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SystemEmail } from './types';

/** Makes an undelivered email due again with a fresh set of attempts; the server sends it at once. */
export function retryEmail(id: string) {
  return pb.send<SystemEmail>(`/api/system/emails/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}

export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => client.invalidateQueries({ queryKey: [...systemKey, 'emails'] }),
  });
}
