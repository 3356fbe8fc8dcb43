import { useChangeThenReload } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/** Mails the invitation again with a fresh 7-day link (owner only). */
export function resendInvitation(id: string): Promise<unknown> {
  return pb.send(`/api/company/team/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });
}

export function useResendInvitation() {
  return useChangeThenReload(resendInvitation, teamKey);
}
