import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys, type Review } from '@/shared/reviews/model';

export interface ReviewInput {
  engagementId: string;
  rating: number;
  text: string;
}

/** Reviews the other side of a completed engagement (once, within 30 days). */
export function submitReview({ engagementId, rating, text }: ReviewInput): Promise<Review> {
  return pb.send<Review>(`/api/engagements/${encodeURIComponent(engagementId)}/review`, {
    method: 'POST',
    body: { rating, text },
  });
}

export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
