import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemCompany, SystemPage } from './types';

export interface CompanyListParams {
  q: string;
  page: number;
}

export const companiesQuery = (params: CompanyListParams) =>
  systemListQuery<SystemPage<SystemCompany>>('companies', { ...params });

/** A page of every company with its plan and live opportunities. */
export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQuery(params));
}
