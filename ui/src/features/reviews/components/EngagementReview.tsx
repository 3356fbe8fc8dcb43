import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useEngagementReviews } from '@/features/reviews/api/engagementReviews';
import { Paragraphs } from '@/shared/components/profile/ProfileSection';
import type { Engagement } from '@/shared/engagements/model';
import { formatDay } from '@/shared/engagements/model';
import {
  reviewDeadline,
  reviewWindowClosed,
  type Review,
  type ReviewSide,
} from '@/shared/reviews/model';
import { ReviewForm } from './ReviewForm';
import { ReviewsQueryView } from './ReviewsQueryView';
import { Stars } from '@/shared/components/Stars';

type Props = {
  engagement: Pick<
    Engagement,
    'id' | 'status' | 'completed_at' | 'company_name' | 'volunteer_name'
  >;
  /** The side the signed-in user reviews from. */
  side: ReviewSide;
  /** Heading level of the section's title (2 on a page, 4 inside the company's tab). */
  headingOrder?: 2 | 4;
};

/**
 * The reviews of a completed engagement from one side: the form until this
 * side has reviewed, then its status (waiting for the other side, or
 * published), and the other side's review once it is published.
 */
export function EngagementReview({ engagement: e, side, headingOrder = 2 }: Props) {
  const completed = e.status === 'completed';
  const query = useEngagementReviews(e.id, completed);
  if (!completed) return null;
  const otherName = side === 'volunteer' ? e.company_name : e.volunteer_name;
  const headingId = `review-heading-${e.id}`;
  const title = `Review ${otherName}`;

  const body = (
    <ReviewsQueryView query={query}>
      {(reviews) => {
        const mine = reviews.find((r) => r.author_side === side);
        const theirs = reviews.find((r) => r.author_side !== side && r.published);
        const deadline = reviewDeadline(e.completed_at);
        const closed = reviewWindowClosed(e.completed_at);
        return (
          <Stack gap="md">
            {mine ? (
              <>
                {mine.published ? (
                  <Alert color="green">
                    <Text fw={700} size="sm">
                      Your review is published
                    </Text>
                    <Text size="sm">
                      Everyone can read it on the public profile of {otherName}.
                    </Text>
                  </Alert>
                ) : (
                  <Alert color="blue">
                    <Text fw={700} size="sm">
                      Your review is submitted
                    </Text>
                    <Text size="sm">
                      It will be published when both sides have reviewed, or 14 days after
                      completion.
                    </Text>
                  </Alert>
                )}
                <ReviewText label="Your review" review={mine} />
              </>
            ) : closed ? (
              <Text c="gray.7">The 30 days to review this engagement have passed.</Text>
            ) : (
              <>
                {deadline ? (
                  <Text size="sm" c="gray.7">
                    You can review {otherName} until {formatDay(deadline.toISOString())}.
                  </Text>
                ) : null}
                <ReviewForm engagementId={e.id} otherName={otherName} />
              </>
            )}
            {theirs ? <ReviewText label={`${otherName}'s review of you`} review={theirs} /> : null}
          </Stack>
        );
      }}
    </ReviewsQueryView>
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {body}
    </Card>
  );
}

function ReviewText({ label, review }: { label: string; review: Review }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Stars rating={review.rating} />
      {review.text ? <Paragraphs text={review.text} /> : null}
      {review.reply ? (
        <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          Reply: {review.reply}
        </Text>
      ) : null}
    </Stack>
  );
}
