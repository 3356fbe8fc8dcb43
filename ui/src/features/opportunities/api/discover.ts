import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** An open opportunity with the volunteer's skills it asks for. */
export interface DiscoveredOpportunity extends Opportunity {
  matching: string[];
}

export async function fetchDiscover(limit: number): Promise<DiscoveredOpportunity[]> {
  const res = await pb.send<{ items: DiscoveredOpportunity[] }>('/api/volunteer/discover', {
    method: 'GET',
    query: { limit },
  });
  return res.items;
}

/** Open opportunities, the ones asking for most of the volunteer's skills first. */
export const discoverQuery = (userId: string, limit: number) =>
  queryOptions({
    queryKey: [...opportunityKeys.discover, userId, limit],
    queryFn: () => fetchDiscover(limit),
    staleTime: 60_000,
  });

export function useDiscover(userId: string, limit = 6) {
  return useQuery(discoverQuery(userId, limit));
}
