import { useCallback } from 'react';
import { useUrlState, type CommitOptions } from '@/shared/hooks/useUrlState';
import { parseListState, serializeListState, type ListConfig, type ListState } from './urlState';

export type Commit<S extends string, K extends string> = (
  next: ListState<S, K>,
  options?: CommitOptions,
) => void;

/**
 * A directory list's state, read from and written to the URL's search params,
 * so a result list can be shared and the back button returns to it.
 */
export function useListUrlState<S extends string, K extends string>(
  config: ListConfig<S, K>,
): [ListState<S, K>, Commit<S, K>] {
  const parse = useCallback((params: URLSearchParams) => parseListState(config, params), [config]);
  const serialize = useCallback(
    (state: ListState<S, K>) => serializeListState(config, state),
    [config],
  );
  return useUrlState(parse, serialize);
}
