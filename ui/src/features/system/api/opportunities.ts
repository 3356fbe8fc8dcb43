import { useSystemList } from './systemQuery';
import type { SystemOpportunity, SystemPage } from './types';

export interface OpportunityListParams {
  q: string;
  status: string;
  page: number;
}

/** A page of every opportunity, of every company and status. */
export function useOpportunities(params: OpportunityListParams) {
  return useSystemList<SystemPage<SystemOpportunity>>('opportunities', { ...params });
}
