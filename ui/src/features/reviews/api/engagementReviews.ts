import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys, type Review } from '@/shared/reviews/model';

/**
 * The reviews of an engagement the signed-in user may read: their own
 * side's, and the other side's only once it is published (the collection's
 * rules keep an unpublished review from the side it is about).
 */
export function fetchEngagementReviews(engagementId: string): Promise<Review[]> {
  return pb.collection('reviews').getFullList<Review>({
    filter: pb.filter('engagement = {:id}', { id: engagementId }),
    sort: 'created',
  });
}

export const engagementReviewsQuery = (engagementId: string) =>
  queryOptions({
    queryKey: reviewKeys.ofEngagement(engagementId),
    queryFn: () => fetchEngagementReviews(engagementId),
  });

export function useEngagementReviews(engagementId: string, enabled = true) {
  return useQuery({ ...engagementReviewsQuery(engagementId), enabled });
}
