import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type ListParams } from './types';

/** The rows of one page of every system list. */
const PER_PAGE = 10;

/**
 * Query options of a GET of `/api/system/<name>`, cached under the system key
 * and that name (invalidating the system key refreshes it).
 */
export function systemQuery<T>(name: string) {
  return queryOptions({
    queryKey: [...systemKey, name],
    queryFn: ({ signal }) => pb.send<T>(`/api/system/${name}`, { method: 'GET', signal }),
  });
}

/**
 * Query options of one page of the list `/api/system/<name>`: empty filters
 * are left out (of the request and of the cache key), and the page shown
 * stays while the next one loads.
 */
export function systemListQuery<T>(name: string, params: ListParams) {
  return queryOptions({
    queryKey: [...systemKey, name, cleanParams(params)],
    queryFn: ({ signal }) =>
      pb.send<T>(`/api/system/${name}`, {
        method: 'GET',
        query: cleanParams({ ...params, perPage: PER_PAGE }),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One page of the list `/api/system/<name>` (systemListQuery), for a page of the system area. */
export function useSystemList<T>(name: string, params: ListParams) {
  return useQuery(systemListQuery<T>(name, params));
}
