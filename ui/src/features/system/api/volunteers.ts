import { useSystemList } from './systemQuery';
import type { VolunteerListPage } from './types';

export interface VolunteerListParams {
  q: string;
  /** A volunteer_category lookup id, "" for all. */
  category: string;
  page: number;
}

/** The volunteer summary and a page of every volunteer. */
export function useVolunteers(params: VolunteerListParams) {
  return useSystemList<VolunteerListPage>('volunteers', { ...params });
}
