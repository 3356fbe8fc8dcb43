import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/shared/api/opportunityKeys';
import { freshUntilDrawn } from '@/shared/firstData';
import { pb } from '@/shared/pb';

export interface CompanyCounters {
  openOpportunities: number;
  opportunities: number;
  applicants: number;
  interviews: number;
}

async function count(collection: string, filter: string): Promise<number> {
  const res = await pb.collection(collection).getList(1, 1, { filter, fields: 'id' });
  return res.totalItems;
}

/** The company dashboard's counters, from the records the rules show the company. */
export async function fetchCompanyCounters(companyId: string): Promise<CompanyCounters> {
  const me = { me: companyId };
  const [openOpportunities, opportunities, applicants, interviews] = await Promise.all([
    count(
      'opportunities',
      pb.filter('company = {:me} && status = "open" && expires_at > @now', me),
    ),
    count('opportunities', pb.filter('company = {:me}', me)),
    count('applications', pb.filter('company = {:me} && stage != "withdrawn"', me)),
    count('applications', pb.filter('company = {:me} && stage = "interview"', me)),
  ]);
  return { openOpportunities, opportunities, applicants, interviews };
}

export const companyCountersQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...applicationKeys.company, 'counters', companyId],
    queryFn: () => fetchCompanyCounters(companyId),
    // Opportunities change elsewhere too: the dashboard counts afresh whenever it opens.
    staleTime: freshUntilDrawn(0),
  });

export function useCompanyCounters(companyId: string) {
  return useQuery(companyCountersQuery(companyId));
}
