import type { ReactNode } from 'react';
import { LoadErrorAlert } from './LoadErrorAlert';

export interface QueryViewProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  /** Shown while the query loads (skeletons shaped like what comes). */
  loading: ReactNode;
  /** The alert's title when the query fails, e.g. "The team could not be loaded". */
  errorTitle: string;
  /** What the loaded data shows. */
  children: (data: T) => ReactNode;
}

/** A query's three states: `loading`, the reason and "Try again" when it fails, else its data. */
export function QueryView<T>({ query, loading, errorTitle, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    return <LoadErrorAlert title={errorTitle} query={query} />;
  }
  return children(query.data);
}
