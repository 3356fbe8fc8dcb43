import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/** Withdraws a pending invitation: its link stops working and its seat is free (owner only). */
export function revokeInvitation(id: string): Promise<unknown> {
  return pb.send(`/api/company/team/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
