import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys, type Review } from '@/shared/reviews/model';

/** The reviewed side's one public reply to a review about them. */
export function replyToReview({ id, text }: { id: string; text: string }): Promise<Review> {
  return pb.send<Review>(`/api/reviews/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { text },
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
