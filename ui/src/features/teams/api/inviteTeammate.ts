import { useChangeThenReload } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/** Invites someone by email; the server mails them the join link (owner only). */
export function inviteTeammate(email: string): Promise<unknown> {
  return pb.send('/api/company/team/invitations', { method: 'POST', body: { email } });
}

export function useInviteTeammate() {
  return useChangeThenReload(inviteTeammate, teamKey);
}
