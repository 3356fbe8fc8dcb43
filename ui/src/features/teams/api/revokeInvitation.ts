import { useChangeThenReload } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/** Withdraws a pending invitation: its link stops working and its seat is free (owner only). */
export function revokeInvitation(id: string): Promise<unknown> {
  return pb.send(`/api/company/team/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  return useChangeThenReload(revokeInvitation, teamKey);
}
