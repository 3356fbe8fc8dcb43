import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SystemStats } from './types';

export function fetchStats(signal?: AbortSignal) {
  return pb.send<SystemStats>('/api/system/stats', { method: 'GET', signal });
}

export const statsQuery = queryOptions({
  queryKey: [...systemKey, 'stats'],
  queryFn: ({ signal }) => fetchStats(signal),
  staleTime: 30_000,
});

/** The dashboard's figures: subscriptions, MRR, recent events and the team. */
export function useStats() {
  return useQuery(statsQuery);
}
