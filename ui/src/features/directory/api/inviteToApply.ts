import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

export interface InviteToApply {
  /** The volunteer's username. */
  volunteer: string;
  /** The id of one of the company's open opportunities. */
  opportunity: string;
}

/** Emails the volunteer a link to the opportunity, inviting them to apply. */
export async function inviteToApply({ volunteer, opportunity }: InviteToApply) {
  return pb.send<{ sent: boolean }>(
    `/api/company/volunteers/${encodeURIComponent(volunteer)}/invite`,
    { method: 'POST', body: { opportunity } },
  );
}

export function useInviteToApply() {
  return useMutation({ mutationFn: inviteToApply });
}
