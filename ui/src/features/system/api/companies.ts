import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type SystemCompany, type SystemPage } from './types';

export interface CompanyListParams {
  q: string;
  page: number;
}

export function fetchCompanies(params: CompanyListParams, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemCompany>>('/api/system/companies', {
    method: 'GET',
    query: cleanParams({ ...params, perPage: 10 }),
    signal,
  });
}

export const companiesQuery = (params: CompanyListParams) =>
  queryOptions({
    queryKey: [...systemKey, 'companies', cleanParams({ ...params })],
    queryFn: ({ signal }) => fetchCompanies(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of every company with its plan and live opportunities. */
export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQuery(params));
}
