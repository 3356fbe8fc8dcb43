import { useSystemList } from './systemQuery';
import type { SystemCompany, SystemPage } from './types';

export interface CompanyListParams {
  q: string;
  page: number;
}

/** A page of every company with its plan and live opportunities. */
export function useCompanies(params: CompanyListParams) {
  return useSystemList<SystemPage<SystemCompany>>('companies', { ...params });
}
