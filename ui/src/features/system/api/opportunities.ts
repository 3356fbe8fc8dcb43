import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemOpportunity, SystemPage } from './types';

export interface OpportunityListParams {
  q: string;
  status: string;
  page: number;
}

export const opportunitiesQuery = (params: OpportunityListParams) =>
  systemListQuery<SystemPage<SystemOpportunity>>('opportunities', { ...params });

/** A page of every opportunity, of every company and status. */
export function useOpportunities(params: OpportunityListParams) {
  return useQuery(opportunitiesQuery(params));
}
