import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys, type ReviewSide } from '@/shared/reviews/model';

export type ReviewQueueStatus = 'open' | 'hidden';

export interface QueuedReview {
  id: string;
  author_side: ReviewSide;
  rating: number;
  text: string;
  reply: string;
  volunteer_name: string;
  company_name: string;
  opportunity_title: string;
  hidden: boolean;
  open_reports: number;
  published_at: string;
  reports: { reason: string; status: string; created: string; reporter_name: string }[];
}

export interface ReviewQueuePage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: QueuedReview[];
}

/** Reported reviews waiting for a decision, or the hidden ones (superadmins). */
export function fetchReportedReviews(status: ReviewQueueStatus, page: number) {
  return pb.send<ReviewQueuePage>('/api/system/reviews', {
    method: 'GET',
    query: { status, page },
  });
}

export const reportedReviewsQuery = (status: ReviewQueueStatus, page: number) =>
  queryOptions({
    queryKey: reviewKeys.system(status, page),
    queryFn: () => fetchReportedReviews(status, page),
    placeholderData: keepPreviousData,
  });

export function useReportedReviews(status: ReviewQueueStatus, page: number) {
  return useQuery(reportedReviewsQuery(status, page));
}
