import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type VolunteerListPage } from './types';

export interface VolunteerListParams {
  q: string;
  /** A volunteer_category lookup id, "" for all. */
  category: string;
  page: number;
}

export function fetchVolunteers(params: VolunteerListParams, signal?: AbortSignal) {
  return pb.send<VolunteerListPage>('/api/system/volunteers', {
    method: 'GET',
    query: cleanParams({ ...params, perPage: 10 }),
    signal,
  });
}

export const volunteersQuery = (params: VolunteerListParams) =>
  queryOptions({
    queryKey: [...systemKey, 'volunteers', cleanParams({ ...params })],
    queryFn: ({ signal }) => fetchVolunteers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** The volunteer summary and a page of every volunteer. */
export function useVolunteers(params: VolunteerListParams) {
  return useQuery(volunteersQuery(params));
}
