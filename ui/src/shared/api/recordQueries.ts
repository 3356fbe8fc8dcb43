import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RecordFullListOptions } from 'pocketbase';
import { pb } from '@/shared/pb';

/**
 * The query of every record of `collection` that the options pick, read in
 * batches: the areas' lists show them all at once, and the collection's API
 * rules leave out what the viewer may not see.
 */
export function fullListQuery<T>(
  queryKey: QueryKey,
  collection: string,
  options: RecordFullListOptions,
) {
  return queryOptions({
    queryKey,
    queryFn: () => pb.collection(collection).getFullList<T>(options),
  });
}

/** The query of one record of `collection` by its id. */
export function recordQuery<T>(queryKey: QueryKey, collection: string, id: string) {
  return queryOptions({ queryKey, queryFn: () => pb.collection(collection).getOne<T>(id) });
}
