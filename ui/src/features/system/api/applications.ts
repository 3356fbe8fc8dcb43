import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type SystemApplication, type SystemPage } from './types';

export interface ApplicationListParams {
  q: string;
  stage: string;
  page: number;
}

export function fetchApplications(params: ApplicationListParams, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemApplication>>('/api/system/applications', {
    method: 'GET',
    query: cleanParams({ ...params, perPage: 10 }),
    signal,
  });
}

export const applicationsQuery = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: [...systemKey, 'applications', cleanParams({ ...params })],
    queryFn: ({ signal }) => fetchApplications(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A page of every application with its stage (Recruitment). */
export function useApplications(params: ApplicationListParams) {
  return useQuery(applicationsQuery(params));
}
