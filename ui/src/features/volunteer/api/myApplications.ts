import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** The volunteer's own applications, newest first (the rules show nobody else's). */
export function fetchMyApplications(userId: string): Promise<Application[]> {
  return pb.collection('applications').getFullList<Application>({
    filter: pb.filter('volunteer = {:me}', { me: userId }),
    sort: '-created,-id',
    batch: 200,
  });
}

export const myApplicationsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...applicationKeys.mine, userId],
    queryFn: () => fetchMyApplications(userId),
  });

export function useMyApplications(userId: string) {
  return useQuery(myApplicationsQuery(userId));
}
