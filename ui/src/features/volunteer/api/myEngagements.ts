import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The volunteer's engagements, newest first (the rules show nobody else's). */
export function fetchMyEngagements(userId: string): Promise<Engagement[]> {
  return pb.collection('engagements').getFullList<Engagement>({
    filter: pb.filter('volunteer = {:me}', { me: userId }),
    sort: '-accepted_at,-id',
    batch: 200,
  });
}

export const myEngagementsQuery = (userId: string) =>
  queryOptions({
    queryKey: engagementKeys.mine(userId),
    queryFn: () => fetchMyEngagements(userId),
  });

export function useMyEngagements(userId: string) {
  return useQuery(myEngagementsQuery(userId));
}
