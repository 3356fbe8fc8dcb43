import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys, type ProfileReviews, type ReviewSide } from '@/shared/reviews/model';

/** The published reviews about a company or a volunteer, with their average and count. */
export function fetchProfileReviews(
  kind: ReviewSide,
  username: string,
  page: number,
): Promise<ProfileReviews> {
  const base = kind === 'company' ? '/api/companies' : '/api/volunteers';
  return pb.send<ProfileReviews>(`${base}/${encodeURIComponent(username)}/reviews`, {
    method: 'GET',
    query: { page },
  });
}

export const profileReviewsQuery = (kind: ReviewSide, username: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.ofProfile(kind, username, page),
    queryFn: () => fetchProfileReviews(kind, username, page),
    placeholderData: keepPreviousData,
  });

export function useProfileReviews(kind: ReviewSide, username: string, page: number) {
  return useQuery(profileReviewsQuery(kind, username, page));
}
