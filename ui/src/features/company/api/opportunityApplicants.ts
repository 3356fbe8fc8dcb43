import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** Every application to one of the company's opportunities, newest first. */
export function fetchOpportunityApplicants(opportunityId: string): Promise<Application[]> {
  return pb.collection('applications').getFullList<Application>({
    filter: pb.filter('opportunity = {:id}', { id: opportunityId }),
    sort: '-created,-id',
    batch: 200,
  });
}

export const opportunityApplicantsQuery = (opportunityId: string) =>
  queryOptions({
    queryKey: applicationKeys.ofOpportunity(opportunityId),
    queryFn: () => fetchOpportunityApplicants(opportunityId),
  });

export function useOpportunityApplicants(opportunityId: string) {
  return useQuery(opportunityApplicantsQuery(opportunityId));
}
