import { Text } from '@mantine/core';
import { useReportReview } from '@/features/reviews/api/reportReview';
import { ReasonModal, submitReason } from '@/shared/components/ReasonModal';
import { useOpenedAfterMount } from '@/shared/components/useOpenedAfterMount';
import { REPORT_REASON_MAX, type PublicReview } from '@/shared/reviews/model';

/** The dialog that reports a published review to the team (ProfileReviews). */
export default function ReportModal({
  review,
  onClose,
}: {
  review: PublicReview | null;
  onClose: () => void;
}) {
  const report = useReportReview();
  // Loaded on first use, it mounts already open (useOpenedAfterMount).
  const shown = useOpenedAfterMount(review !== null);
  return (
    <ReasonModal
      opened={shown}
      onClose={() => {
        report.reset();
        onClose();
      }}
      title="Report this review?"
      maxLength={REPORT_REASON_MAX}
      requiredMessage="Say why you are reporting this review."
      confirmLabel="Report review"
      confirmColor="red.9"
      pending={report.isPending}
      onSubmit={submitReason(report, review?.id, {
        done: 'Thank you. Our team will look at this review.',
        fallback: 'The review could not be reported. Please try again.',
      })}
    >
      {review ? (
        <Text size="sm">
          The review by {review.author_name} goes to our team, who may hide it from the page.
        </Text>
      ) : null}
    </ReasonModal>
  );
}
