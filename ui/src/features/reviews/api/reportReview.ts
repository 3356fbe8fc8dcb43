import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Reports a published review to the superadmins, with a reason. */
export function reportReview({ id, reason }: { id: string; reason: string }) {
  return pb.send<{ reported: boolean }>(`/api/reviews/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: { reason },
  });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
