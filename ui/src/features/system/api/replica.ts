import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type ReplicaStatus } from './types';

export function fetchReplica(signal?: AbortSignal) {
  return pb.send<ReplicaStatus>('/api/system/replica', { method: 'GET', signal });
}

export const replicaQuery = queryOptions({
  queryKey: [...systemKey, 'replica'],
  queryFn: ({ signal }) => fetchReplica(signal),
  refetchInterval: 5_000,
});

/** The continuous replica's position and lag, refreshed every 5 seconds. */
export function useReplica() {
  return useQuery(replicaQuery);
}
