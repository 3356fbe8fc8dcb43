import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { teamKey, type Team } from './teamTypes';

export function fetchTeam(): Promise<Team> {
  return pb.send<Team>('/api/company/team', { method: 'GET' });
}

export const teamQuery = queryOptions({ queryKey: teamKey, queryFn: fetchTeam });

/** The signed-in user's company team: its seats, its accounts and pending invitations. */
export function useTeam() {
  return useQuery(teamQuery);
}
