import { useSystemList } from './systemQuery';
import type { SystemApplication, SystemPage } from './types';

export interface ApplicationListParams {
  q: string;
  stage: string;
  page: number;
}

/** A page of every application with its stage (Recruitment). */
export function useApplications(params: ApplicationListParams) {
  return useSystemList<SystemPage<SystemApplication>>('applications', { ...params });
}
