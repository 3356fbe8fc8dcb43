import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { VolunteerListPage } from './types';

export interface VolunteerListParams {
  q: string;
  /** A volunteer_category lookup id, "" for all. */
  category: string;
  page: number;
}

export const volunteersQuery = (params: VolunteerListParams) =>
  systemListQuery<VolunteerListPage>('volunteers', { ...params });

/** The volunteer summary and a page of every volunteer. */
export function useVolunteers(params: VolunteerListParams) {
  return useQuery(volunteersQuery(params));
}
