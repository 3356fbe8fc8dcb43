import { useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import { fullListQuery } from '@/shared/api/recordQueries';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** The volunteer's own applications, newest first (the rules show nobody else's). */
export const myApplicationsQuery = (userId: string) =>
  fullListQuery<Application>([...applicationKeys.mine, userId], 'applications', {
    filter: pb.filter('volunteer = {:me}', { me: userId }),
    sort: '-created,-id',
    batch: 200,
  });

export function useMyApplications(userId: string) {
  return useQuery(myApplicationsQuery(userId));
}
