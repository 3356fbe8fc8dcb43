import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { lookupsQuery } from '@/shared/api/lookups';
import { pb } from '@/shared/pb';
import { systemKey, type EditableLookupKind, type SystemLookup } from './types';

export type LookupStatus = 'approved' | 'pending';

export const systemLookupsKey = (kind: EditableLookupKind) =>
  [...systemKey, 'lookups', kind] as const;

export function fetchSystemLookups(
  kind: EditableLookupKind,
  status: LookupStatus,
  signal?: AbortSignal,
) {
  return pb.send<{ items: SystemLookup[] }>('/api/system/lookups', {
    method: 'GET',
    query: { kind, status },
    signal,
  });
}

export const systemLookupsQuery = (kind: EditableLookupKind, status: LookupStatus) =>
  queryOptions({
    queryKey: [...systemLookupsKey(kind), status],
    queryFn: ({ signal }) => fetchSystemLookups(kind, status, signal),
    select: (data) => data.items,
    staleTime: 10_000,
  });

/** Every entry of one pick list with how often it is used (no paging: lists are short). */
export function useSystemLookups(kind: EditableLookupKind, status: LookupStatus = 'approved') {
  return useQuery(systemLookupsQuery(kind, status));
}

/** After a change: this editor's lists and the pick lists the rest of the app shows. */
export function refreshLookups(client: QueryClient, kind: EditableLookupKind) {
  void client.invalidateQueries({ queryKey: systemLookupsKey(kind) });
  void client.invalidateQueries({ queryKey: lookupsQuery(kind).queryKey });
}
