import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type SystemOpportunity, type SystemPage } from './types';

export interface OpportunityListParams {
  q: string;
  status: string;
  page: number;
}

export const opportunitiesKey = [...systemKey, 'opportunities'] as const;

export function fetchOpportunities(params: OpportunityListParams, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemOpportunity>>('/api/system/opportunities', {
    method: 'GET',
    query: cleanParams({ ...params, perPage: 10 }),
    signal,
  });
}

export const opportunitiesQuery = (params: OpportunityListParams) =>
  queryOptions({
    queryKey: [...opportunitiesKey, cleanParams({ ...params })],
    queryFn: ({ signal }) => fetchOpportunities(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of every opportunity, of every company and status. */
export function useOpportunities(params: OpportunityListParams) {
  return useQuery(opportunitiesQuery(params));
}
