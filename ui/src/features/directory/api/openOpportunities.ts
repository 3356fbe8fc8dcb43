import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** One of the company's opportunities a volunteer can be invited to. */
export interface OpenOpportunity {
  id: string;
  title: string;
}

export async function fetchOpenOpportunities(companyId: string): Promise<OpenOpportunity[]> {
  return pb.collection('opportunities').getFullList<OpenOpportunity>({
    filter: pb.filter('company = {:company} && status = "open" && expires_at > @now', {
      company: companyId,
    }),
    sort: '-created',
    fields: 'id,title',
    batch: 200,
  });
}

/** The company's open, unexpired opportunities: what an invitation to apply can point at. */
export const openOpportunitiesQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['opportunities', 'open', companyId],
    queryFn: () => fetchOpenOpportunities(companyId),
    staleTime: 60_000,
  });

export function useOpenOpportunities(companyId: string, enabled: boolean) {
  return useQuery({ ...openOpportunitiesQuery(companyId), enabled: enabled && Boolean(companyId) });
}
