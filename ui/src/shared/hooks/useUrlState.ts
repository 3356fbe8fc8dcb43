import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface CommitOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
  /** Scroll to the top (a new page of results); other changes keep the scroll. */
  scrollToTop?: boolean;
}

/**
 * A list's state, read from and written to the URL's search params, so a
 * result list can be shared and the back button returns to it. `parse` and
 * `serialize` must keep their identity between renders.
 */
export function useUrlState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
): [T, (next: T, options?: CommitOptions) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);

  const commit = useCallback(
    (next: T, options: CommitOptions = {}) => {
      const nextParams = serialize(next);
      if (nextParams.toString() === search) return;
      setParams(nextParams, {
        replace: options.replace ?? false,
        preventScrollReset: !options.scrollToTop,
      });
    },
    [serialize, search, setParams],
  );

  return [state, commit];
}
