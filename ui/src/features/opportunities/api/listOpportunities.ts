import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';
import { listFilter, PER_PAGE, serializeListState, type OpportunityListState } from '../urlState';

export async function fetchOpportunities(
  state: OpportunityListState,
  signal?: AbortSignal,
): Promise<ListResult<Opportunity>> {
  const { expr, params } = listFilter(state);
  return pb.collection('opportunities').getList<Opportunity>(state.page, PER_PAGE, {
    filter: pb.filter(expr, params),
    sort: '-created,-id',
    signal,
  });
}

/**
 * A page of the public opportunity list. The viewer is part of the key: the
 * records say whether the signed-in volunteer applied or saved each one.
 */
export const opportunitiesQuery = (state: OpportunityListState, viewerId: string) =>
  queryOptions({
    queryKey: [...opportunityKeys.public, viewerId, serializeListState(state).toString()],
    queryFn: ({ signal }) => fetchOpportunities(state, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOpportunities(state: OpportunityListState, viewerId: string) {
  return useQuery(opportunitiesQuery(state, viewerId));
}
