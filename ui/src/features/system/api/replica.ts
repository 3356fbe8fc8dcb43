import { useQuery } from '@tanstack/react-query';
import { systemQuery } from './systemQuery';
import type { ReplicaStatus } from './types';

export const replicaQuery = { ...systemQuery<ReplicaStatus>('replica'), refetchInterval: 5_000 };

/** The continuous replica's position and lag, refreshed every 5 seconds. */
export function useReplica() {
  return useQuery(replicaQuery);
}
