import { StackList } from '@/shared/components/BareList';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLatch } from '@/shared/hooks/useLatch';
import { Link } from 'react-router';
import { useProfileReviews } from '@/features/reviews/api/profileReviews';
import { useReplyToReview } from '@/features/reviews/api/replyToReview';
import { companyIdOf, useCurrentUser } from '@/shared/auth';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { FormAlert } from '@/shared/components/FormAlert';
import { ModalActions } from '@/shared/components/ModalActions';
import { Pagination } from '@/shared/components/Pagination';
import { Paragraphs, ProfileSection } from '@/shared/components/profile/ProfileSection';
import { formatDay } from '@/shared/engagements/model';
import { paths } from '@/shared/paths';
import {
  averageLabel,
  REVIEW_TEXT_MAX,
  type PublicReview,
  type ReviewSide,
} from '@/shared/reviews/model';
import { splitServerErrors } from '@/shared/serverErrors';
import { ReviewsQueryView } from './ReviewsQueryView';
import { Stars } from '@/shared/components/Stars';
import { notifyDone } from '@/shared/notifySaved';

// The report dialog's code loads when a review is first reported.
const ReportModal = lazy(() => import('./ReportModal'));

type Props = {
  /** Whose page this is: reviews about a company come from volunteers, and the other way round. */
  kind: ReviewSide;
  username: string;
  /** The profile's display name. */
  name: string;
};

/**
 * The "Reviews" section of a public company or volunteer page: the average
 * and count, then each published review with its one reply. The reviewed
 * side may reply once; anyone signed in may report a review.
 */
export function ProfileReviews({ kind, username, name }: Props) {
  const [page, setPage] = useState(1);
  const query = useProfileReviews(kind, username, page);
  const viewer = useCurrentUser();
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const reportOpened = useLatch(reporting !== null);

  const body = (
    <ReviewsQueryView query={query}>
      {(data) => {
        if (data.count === 0) {
          return (
            <Text c="gray.7">
              No reviews yet. Reviews appear here once {name} has completed an engagement and both
              sides have reviewed each other.
            </Text>
          );
        }
        const reviewed =
          viewer !== null &&
          (kind === 'company'
            ? viewer.role === 'company' && companyIdOf(viewer) === data.subject
            : viewer.id === data.subject);
        return (
          <Stack gap="md">
            <Group gap="sm">
              <Stars rating={data.average} size={20} />
              <Text fw={600}>{averageLabel(data.average, data.count)}</Text>
            </Group>
            <StackList gap="md">
              {data.items.map((r) => (
                <ReviewItem
                  key={r.id}
                  review={r}
                  authorKind={kind === 'company' ? 'volunteer' : 'company'}
                  name={name}
                  canReply={reviewed && !r.reply}
                  canReport={viewer !== null}
                  onReport={() => setReporting(r)}
                />
              ))}
            </StackList>
            {data.totalPages > 1 ? (
              <Pagination page={page} total={data.totalPages} onChange={setPage} />
            ) : null}
          </Stack>
        );
      }}
    </ReviewsQueryView>
  );

  return (
    <ProfileSection title="Reviews" id="reviews">
      {body}
      {reportOpened ? (
        <Suspense fallback={null}>
          <ReportModal review={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </ProfileSection>
  );
}

function ReviewItem({
  review: r,
  authorKind,
  name,
  canReply,
  canReport,
  onReport,
}: {
  review: PublicReview;
  authorKind: ReviewSide;
  name: string;
  canReply: boolean;
  canReport: boolean;
  onReport: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const authorPath = r.author_username
    ? authorKind === 'volunteer'
      ? paths.volunteerPublic(r.author_username)
      : paths.companyPublic(r.author_username)
    : null;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            {authorPath ? (
              <Anchor
                component={Link}
                to={authorPath}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {r.author_name}
              </Anchor>
            ) : (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.author_name || 'Deleted account'}
              </Text>
            )}
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {r.opportunity_title} · {formatDay(r.published_at)}
            </Text>
          </div>
          <Stars rating={r.rating} />
        </Group>
        {r.text ? <Paragraphs text={r.text} /> : null}
        {r.reply ? (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Text size="sm" fw={600}>
              Reply from {name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {r.reply}
            </Text>
          </Paper>
        ) : null}
        {replying ? <ReplyForm reviewId={r.id} onDone={() => setReplying(false)} /> : null}
        {(canReply && !replying) || canReport ? (
          <Group gap="xs" justify="flex-end">
            {canReply && !replying ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => setReplying(true)}
                aria-label={`Reply to the review by ${r.author_name}`}
              >
                Reply
              </Button>
            ) : null}
            {canReport ? (
              <Button
                size="xs"
                variant="default"
                onClick={onReport}
                aria-label={`Report the review by ${r.author_name}`}
              >
                Report
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ text?: string; general?: string | null }>({});
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!text.trim()) {
      setErrors({ text: 'Write your reply.' });
      return;
    }
    reply.mutate(
      { id: reviewId, text: text.trim() },
      {
        onSuccess: () => {
          notifyDone('Your reply is published.');
          onDone();
        },
        onError: (err) => {
          const split = splitServerErrors(err, ['text'] as const, {
            fallback: 'Your reply could not be sent. Please try again.',
          });
          setErrors({ text: split.fields.text, general: split.general });
        },
      },
    );
  };
  return (
    <form aria-label="Reply to this review" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={errors.general} />
        <CountedTextarea
          label="Your public reply"
          description="You can reply once; everyone reads it under the review."
          value={text}
          max={REVIEW_TEXT_MAX}
          minRows={2}
          onChange={(ev) => setText(ev.currentTarget.value)}
          error={errors.text}
        />
        <ModalActions
          onCancel={onDone}
          confirmLabel="Post reply"
          pending={reply.isPending}
          cancelWhilePending={false}
        />
      </Stack>
    </form>
  );
}
