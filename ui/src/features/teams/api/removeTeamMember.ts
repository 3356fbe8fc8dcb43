import { useChangeThenReload } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { teamKey } from './teamTypes';

/**
 * Removes a member: the server signs them out everywhere and deletes their
 * account; what they did stays with the company (owner only).
 */
export function removeTeamMember(id: string): Promise<unknown> {
  return pb.send(`/api/company/team/members/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveTeamMember() {
  return useChangeThenReload(removeTeamMember, teamKey);
}
