import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';
import { searchPath, serializeListState, type OpportunityListState } from '../urlState';

/**
 * The server's opportunity search takes the list's URL state as it is (q,
 * category, remote, country, hours, months, skills, page) and answers as
 * the records API lists: open, unexpired opportunities, newest first, each
 * with the viewer's application and favourite.
 */
export async function fetchOpportunities(
  state: OpportunityListState,
  signal?: AbortSignal,
): Promise<ListResult<Opportunity>> {
  return pb.send<ListResult<Opportunity>>(searchPath(state), { method: 'GET', signal });
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
