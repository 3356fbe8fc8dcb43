import { useDeferredValue } from 'react';

interface Loading<D> {
  data: D | undefined;
  isPending: boolean;
}

/**
 * A query whose new data is drawn in a deferred render. An answer coming
 * in would otherwise be drawn in one task as long as the page is big (a
 * list of cards, a whole profile), and the page would not answer a tap
 * meanwhile; React does a deferred render in slices of a few milliseconds
 * instead. Until it is done the page keeps what it showed: the previous
 * data, or the loading state when there was none.
 */
export function useDeferredQuery<D, Q extends Loading<D>>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return { ...query, data, isPending: data === undefined || query.isPending };
}
