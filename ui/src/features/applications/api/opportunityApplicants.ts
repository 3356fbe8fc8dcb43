import { useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import { fullListQuery } from '@/shared/api/recordQueries';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** Every application to one of the company's opportunities, newest first. */
export const opportunityApplicantsQuery = (opportunityId: string) =>
  fullListQuery<Application>(applicationKeys.ofOpportunity(opportunityId), 'applications', {
    filter: pb.filter('opportunity = {:id}', { id: opportunityId }),
    sort: '-created,-id',
    batch: 200,
  });

export function useOpportunityApplicants(opportunityId: string) {
  return useQuery(opportunityApplicantsQuery(opportunityId));
}
