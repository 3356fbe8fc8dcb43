import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

export const COMPANY_PER_PAGE = 12;

/** The company's own opportunities, every status, newest first. */
export function fetchCompanyOpportunities(
  companyId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListResult<Opportunity>> {
  return pb.collection('opportunities').getList<Opportunity>(page, COMPANY_PER_PAGE, {
    filter: pb.filter('company = {:me}', { me: companyId }),
    sort: '-created,-id',
    signal,
  });
}

export const companyOpportunitiesQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: [...opportunityKeys.company, 'list', companyId, page],
    queryFn: ({ signal }) => fetchCompanyOpportunities(companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOpportunities(companyId: string, page: number) {
  return useQuery(companyOpportunitiesQuery(companyId, page));
}
