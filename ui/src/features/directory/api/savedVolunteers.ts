import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { retryTransient } from './types';
import type { VolunteerPage } from './volunteers';

export const SAVED_PER_PAGE = 10;

export async function fetchSavedVolunteers(
  page: number,
  signal?: AbortSignal,
): Promise<VolunteerPage> {
  return pb.send<VolunteerPage>('/api/directory/saved-volunteers', {
    method: 'GET',
    query: { page, perPage: SAVED_PER_PAGE },
    signal,
  });
}

/** The listed volunteers the viewer (a company: its team) saved, latest first. */
export const savedVolunteersQuery = (viewerId: string, page: number) =>
  queryOptions({
    queryKey: ['favorites', 'volunteers', viewerId, 'cards', page],
    queryFn: ({ signal }) => fetchSavedVolunteers(page, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });

export function useSavedVolunteers(viewerId: string, page: number) {
  return useQuery(savedVolunteersQuery(viewerId, page));
}
