import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type AccessMatrix } from './types';

export function fetchAccess(signal?: AbortSignal) {
  return pb.send<AccessMatrix>('/api/system/access', { method: 'GET', signal });
}

export const accessQuery = queryOptions({
  queryKey: [...systemKey, 'access'],
  queryFn: ({ signal }) => fetchAccess(signal),
  staleTime: 60_000,
});

/** What each role may do, as the server's rules and route guards say. */
export function useAccess() {
  return useQuery(accessQuery);
}
