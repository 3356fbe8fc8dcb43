import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { apiQuery, type ListConfig, type ListState } from '../urlState';
import { retryTransient, type DirectoryPage } from './types';

/** One page of the directory list at `path`, in the list's state. */
export async function fetchDirectoryPage<T, S extends string, K extends string>(
  path: string,
  config: ListConfig<S, K>,
  state: ListState<S, K>,
  signal?: AbortSignal,
): Promise<DirectoryPage<T, K>> {
  return pb.send<DirectoryPage<T, K>>(path, {
    method: 'GET',
    query: apiQuery(config, state),
    signal,
  });
}

/** How every directory list is read. */
const directoryPageOptions = {
  // The cards, counts and facets stay while the next page loads.
  placeholderData: keepPreviousData,
  staleTime: 30_000,
  retry: retryTransient,
};

/**
 * The query of one page of the directory list at `path`, in the list's
 * state; `key` names the list (and whatever else the page depends on) in the
 * cache.
 */
export function directoryPageQuery<T, S extends string, K extends string>(
  path: string,
  config: ListConfig<S, K>,
  key: readonly unknown[],
  state: ListState<S, K>,
) {
  return queryOptions({
    queryKey: [...key, apiQuery(config, state)],
    queryFn: ({ signal }) => fetchDirectoryPage<T, S, K>(path, config, state, signal),
    ...directoryPageOptions,
  });
}
