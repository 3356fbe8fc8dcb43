import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryView } from '@/shared/components/QueryView';

interface Props<T> {
  query: Parameters<typeof QueryView<T>>[0]['query'];
  /** What the loaded reviews show. */
  children: (data: T) => ReactNode;
}

/** Reviews that load: a placeholder, the reason and "Try again" when loading fails, else `children`. */
export function ReviewsQueryView<T>({ query, children }: Props<T>) {
  return (
    <QueryView
      query={query}
      loading={<Skeleton h={120} role="status" aria-label="Loading the reviews" />}
      errorTitle="The reviews could not be loaded"
    >
      {children}
    </QueryView>
  );
}
