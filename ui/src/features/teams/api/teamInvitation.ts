import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { teamKey, type TeamInvitation } from './teamTypes';

/** The invitation behind a join link; a 404 when it is unknown, used, revoked or expired. */
export function fetchTeamInvitation(token: string): Promise<TeamInvitation> {
  return pb.send<TeamInvitation>(`/api/company/team/join/${encodeURIComponent(token)}`, {
    method: 'GET',
  });
}

export const teamInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...teamKey, 'invitation', token],
    queryFn: () => fetchTeamInvitation(token),
    // A refused link stays refused: asking again only delays the page.
    retry: false,
  });

export function useTeamInvitation(token: string) {
  return useQuery(teamInvitationQuery(token));
}
