import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/** Mails the invitation again with a fresh 7-day link (owner only). */
export function resendInvitation(id: string): Promise<unknown> {
  return pb.send(`/api/company/team/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
