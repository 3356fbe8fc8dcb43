import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type ActivityEntry, type SystemPage } from './types';

export const activityKey = [...systemKey, 'activity'] as const;

export const ACTIVITY_PER_PAGE = 20;

export async function fetchActivity(page: number): Promise<SystemPage<ActivityEntry>> {
  const res = await pb
    .collection('activity_log')
    .getList<ActivityEntry>(page, ACTIVITY_PER_PAGE, { sort: '-created,-id', requestKey: null });
  return {
    page: res.page,
    perPage: res.perPage,
    totalItems: res.totalItems,
    totalPages: res.totalPages,
    items: res.items,
  };
}

export const activityQuery = (page: number) =>
  queryOptions({
    queryKey: [...activityKey, page],
    queryFn: () => fetchActivity(page),
    placeholderData: keepPreviousData,
  });

/** A page of the System activities, newest first. */
export function useActivity(page: number) {
  return useQuery(activityQuery(page));
}
