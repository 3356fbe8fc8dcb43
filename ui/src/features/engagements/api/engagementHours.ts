import { useQuery } from '@tanstack/react-query';
import { fullListQuery } from '@/shared/api/recordQueries';
import { engagementKeys } from '@/shared/engagements/keys';
import type { HourEntry } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The time logged on an engagement, newest day first. */
export const engagementHoursQuery = (engagementId: string) =>
  fullListQuery<HourEntry>(engagementKeys.hours(engagementId), 'hour_entries', {
    filter: pb.filter('engagement = {:id}', { id: engagementId }),
    sort: '-date,-created',
    batch: 500,
  });

export function useEngagementHours(engagementId: string) {
  return useQuery(engagementHoursQuery(engagementId));
}
