import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement, HourEntry } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

export interface EngagementWithHours extends Engagement {
  entries: HourEntry[];
}

/** The volunteers at work on one of the company's opportunities, each with their logged time. */
export async function fetchOpportunityEngagements(
  opportunityId: string,
): Promise<EngagementWithHours[]> {
  const [engagements, entries] = await Promise.all([
    pb.collection('engagements').getFullList<Engagement>({
      filter: pb.filter('opportunity = {:id}', { id: opportunityId }),
      sort: '-accepted_at,-id',
      batch: 200,
    }),
    pb.collection('hour_entries').getFullList<HourEntry>({
      filter: pb.filter('engagement.opportunity = {:id}', { id: opportunityId }),
      sort: '-date,-created',
      batch: 500,
    }),
  ]);
  return engagements.map((e) => ({ ...e, entries: entries.filter((h) => h.engagement === e.id) }));
}

export const opportunityEngagementsQuery = (opportunityId: string) =>
  queryOptions({
    queryKey: engagementKeys.ofOpportunity(opportunityId),
    queryFn: () => fetchOpportunityEngagements(opportunityId),
  });

export function useOpportunityEngagements(opportunityId: string) {
  return useQuery(opportunityEngagementsQuery(opportunityId));
}
