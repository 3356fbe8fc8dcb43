import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { reviewKeys } from '@/shared/reviews/model';
import type { QueuedReview } from './reportedReviews';

/** Hides a review from the public pages, or restores it (closing its open reports either way). */
export function moderateReview({ id, action }: { id: string; action: 'hide' | 'restore' }) {
  return pb.send<QueuedReview>(`/api/system/reviews/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
