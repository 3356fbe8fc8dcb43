import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '@/shared/api/recordQueries';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';

/** One of the volunteer's engagements. */
export const engagementQuery = (id: string) =>
  recordQuery<Engagement>(engagementKeys.detail(id), 'engagements', id);

export function useEngagement(id: string) {
  return useQuery(engagementQuery(id));
}
