import { useQuery } from '@tanstack/react-query';
import { fullListQuery } from '@/shared/api/recordQueries';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The volunteer's engagements, newest first (the rules show nobody else's). */
export const myEngagementsQuery = (userId: string) =>
  fullListQuery<Engagement>(engagementKeys.mine(userId), 'engagements', {
    filter: pb.filter('volunteer = {:me}', { me: userId }),
    sort: '-accepted_at,-id',
    batch: 200,
  });

export function useMyEngagements(userId: string) {
  return useQuery(myEngagementsQuery(userId));
}
