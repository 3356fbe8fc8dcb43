import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/** One account or invitation of a company's team, as the system area sees it. */
export interface SystemTeamMember {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'member';
  role_title: string;
  status: 'active' | 'invited' | 'expired';
  last_active_at: string;
  joined_at: string;
  invited_at: string;
  expires_at: string;
}

export interface SystemCompanyTeam {
  seats: number;
  used: number;
  members: SystemTeamMember[];
}

export function fetchCompanyTeam(companyId: string): Promise<SystemCompanyTeam> {
  return pb.send<SystemCompanyTeam>(`/api/system/companies/${encodeURIComponent(companyId)}/team`, {
    method: 'GET',
  });
}

export const companyTeamQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...systemKey, 'companies', 'team', companyId],
    queryFn: () => fetchCompanyTeam(companyId),
  });

/** The team of one company (owner, members and invitations); nothing until asked for. */
export function useCompanyTeam(companyId: string | null) {
  return useQuery({ ...companyTeamQuery(companyId ?? ''), enabled: Boolean(companyId) });
}
