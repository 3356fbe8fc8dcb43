import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

export function fetchOpportunity(id: string, signal?: AbortSignal): Promise<Opportunity> {
  return pb.collection('opportunities').getOne<Opportunity>(id, { signal });
}

/** One opportunity; the viewer is part of the key (the record carries their application). */
export const opportunityQuery = (id: string, viewerId: string) =>
  queryOptions({
    queryKey: [...opportunityKeys.detail(id), viewerId],
    queryFn: ({ signal }) => fetchOpportunity(id, signal),
    staleTime: 30_000,
  });

export function useOpportunity(id: string, viewerId: string) {
  return useQuery(opportunityQuery(id, viewerId));
}
