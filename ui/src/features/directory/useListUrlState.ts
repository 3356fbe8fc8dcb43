import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, serializeListState, type ListConfig, type ListState } from './urlState';

export interface CommitOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
  /** Scroll to the top (a new page of results); other changes keep the scroll. */
  scrollToTop?: boolean;
}

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
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(
    () => parseListState(config, new URLSearchParams(search)),
    [config, search],
  );

  const commit = useCallback<Commit<S, K>>(
    (next, options = {}) => {
      const nextParams = serializeListState(config, next);
      if (nextParams.toString() === search) return;
      setParams(nextParams, {
        replace: options.replace ?? false,
        preventScrollReset: !options.scrollToTop,
      });
    },
    [config, search, setParams],
  );

  return [state, commit];
}
