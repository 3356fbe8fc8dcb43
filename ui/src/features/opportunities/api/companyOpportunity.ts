import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

export function fetchCompanyOpportunity(id: string, signal?: AbortSignal): Promise<Opportunity> {
  return pb.collection('opportunities').getOne<Opportunity>(id, { signal });
}

/** One of the company's opportunities, for its detail view and the edit form. */
export const companyOpportunityQuery = (id: string) =>
  queryOptions({
    queryKey: [...opportunityKeys.company, 'one', id],
    queryFn: ({ signal }) => fetchCompanyOpportunity(id, signal),
  });

export function useCompanyOpportunity(id: string | null) {
  return useQuery({ ...companyOpportunityQuery(id ?? ''), enabled: Boolean(id) });
}
