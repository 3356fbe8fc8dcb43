import { useQuery } from '@tanstack/react-query';
import { systemQuery } from './systemQuery';
import type { AccessMatrix } from './types';

export const accessQuery = { ...systemQuery<AccessMatrix>('access'), staleTime: 60_000 };

/** What each role may do, as the server's rules and route guards say. */
export function useAccess() {
  return useQuery(accessQuery);
}
