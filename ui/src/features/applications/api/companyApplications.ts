import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import type { Application } from '@/shared/components/opportunity/model';
import { freshUntilDrawn } from '@/shared/firstData';
import { pb } from '@/shared/pb';

export type CompanyApplicationsOrder = 'newest' | 'recently_changed';

/**
 * The newest applications to the company's opportunities, or the ones whose
 * stage changed last: the dashboard's new applicants and recent events.
 */
export async function fetchCompanyApplications(
  companyId: string,
  order: CompanyApplicationsOrder,
  limit: number,
): Promise<Application[]> {
  const res = await pb.collection('applications').getList<Application>(1, limit, {
    filter: pb.filter('company = {:me}', { me: companyId }),
    sort: order === 'newest' ? '-created,-id' : '-updated,-id',
    skipTotal: true,
  });
  return res.items;
}

export const companyApplicationsQuery = (
  companyId: string,
  order: CompanyApplicationsOrder,
  limit: number,
) =>
  queryOptions({
    queryKey: [...applicationKeys.company, companyId, order, limit],
    queryFn: () => fetchCompanyApplications(companyId, order, limit),
    staleTime: freshUntilDrawn(0),
  });

export function useCompanyApplications(
  companyId: string,
  order: CompanyApplicationsOrder,
  limit: number,
) {
  return useQuery(companyApplicationsQuery(companyId, order, limit));
}
