import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteKeys } from '@/shared/api/opportunityKeys';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** A saved opportunity: the favourite and, while the viewer may still see it, the opportunity. */
export interface SavedOpportunity {
  id: string;
  opportunity: string;
  created: string;
  expand?: { opportunity?: Opportunity };
}

export function fetchSavedOpportunities(userId: string): Promise<SavedOpportunity[]> {
  return pb.collection('favorites').getFullList<SavedOpportunity>({
    filter: pb.filter('user = {:me} && opportunity != ""', { me: userId }),
    expand: 'opportunity',
    sort: '-created,-id',
    batch: 200,
  });
}

export const savedOpportunitiesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.saved(userId),
    queryFn: () => fetchSavedOpportunities(userId),
  });

/** The opportunities the volunteer saved, newest saved first. */
export function useSavedOpportunities(userId: string) {
  return useQuery(savedOpportunitiesQuery(userId));
}
