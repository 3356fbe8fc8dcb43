import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementKeys } from '@/shared/engagements/keys';
import type { HourEntry } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The time logged on an engagement, newest day first. */
export function fetchEngagementHours(engagementId: string): Promise<HourEntry[]> {
  return pb.collection('hour_entries').getFullList<HourEntry>({
    filter: pb.filter('engagement = {:id}', { id: engagementId }),
    sort: '-date,-created',
    batch: 500,
  });
}

export const engagementHoursQuery = (engagementId: string) =>
  queryOptions({
    queryKey: engagementKeys.hours(engagementId),
    queryFn: () => fetchEngagementHours(engagementId),
  });

export function useEngagementHours(engagementId: string) {
  return useQuery(engagementHoursQuery(engagementId));
}
