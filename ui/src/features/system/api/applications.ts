import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemApplication, SystemPage } from './types';

export interface ApplicationListParams {
  q: string;
  stage: string;
  page: number;
}

export const applicationsQuery = (params: ApplicationListParams) =>
  systemListQuery<SystemPage<SystemApplication>>('applications', { ...params });

/** A page of every application with its stage (Recruitment). */
export function useApplications(params: ApplicationListParams) {
  return useQuery(applicationsQuery(params));
}
