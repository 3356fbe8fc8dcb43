import { useQuery } from '@tanstack/react-query';
import { favoriteKeys } from '@/shared/api/opportunityKeys';
import { fullListQuery } from '@/shared/api/recordQueries';
import type { Opportunity } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

/** A saved opportunity: the favourite and, while the viewer may still see it, the opportunity. */
export interface SavedOpportunity {
  id: string;
  opportunity: string;
  created: string;
  expand?: { opportunity?: Opportunity };
}

export const savedOpportunitiesQuery = (userId: string) =>
  fullListQuery<SavedOpportunity>(favoriteKeys.saved(userId), 'favorites', {
    filter: pb.filter('user = {:me} && opportunity != ""', { me: userId }),
    expand: 'opportunity',
    sort: '-created,-id',
    batch: 200,
  });

/** The opportunities the volunteer saved, newest saved first. */
export function useSavedOpportunities(userId: string) {
  return useQuery(savedOpportunitiesQuery(userId));
}
