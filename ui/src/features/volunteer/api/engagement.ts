import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** One of the volunteer's engagements. */
export function fetchEngagement(id: string): Promise<Engagement> {
  return pb.collection('engagements').getOne<Engagement>(id);
}

export const engagementQuery = (id: string) =>
  queryOptions({ queryKey: engagementKeys.detail(id), queryFn: () => fetchEngagement(id) });

export function useEngagement(id: string) {
  return useQuery(engagementQuery(id));
}
