import { useQuery } from '@tanstack/react-query';
import { systemQuery } from './systemQuery';
import type { SystemStats } from './types';

export const statsQuery = { ...systemQuery<SystemStats>('stats'), staleTime: 30_000 };

/** The dashboard's figures: subscriptions, MRR, recent events and the team. */
export function useStats() {
  return useQuery(statsQuery);
}
