import { SubmitRow } from '@/shared/forms/FormActionRow';
import { Rating, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useSubmitReview } from '@/features/reviews/api/submitReview';
import { CountedTextarea } from '@/shared/components/CountedTextarea';
import { FormAlert } from '@/shared/components/FormAlert';
import { REVIEW_TEXT_MAX } from '@/shared/reviews/model';
import { splitServerErrors } from '@/shared/serverErrors';

const RATING_REQUIRED = 'Choose from 1 to 5 stars.';

/** The "Leave a review" form: 1 to 5 stars and an optional text of up to 1,000 characters. */
export function ReviewForm({
  engagementId,
  otherName,
}: {
  engagementId: string;
  otherName: string;
}) {
  const submit = useSubmitReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; general?: string | null }>(
    {},
  );
  const labelId = useId();
  const errorId = useId();

  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    if (rating < 1) {
      setErrors({ rating: RATING_REQUIRED });
      return;
    }
    setErrors({});
    submit.mutate(
      { engagementId, rating, text: text.trim() },
      {
        onError: (err) => {
          const split = splitServerErrors(err, ['rating', 'text', 'engagement'] as const, {
            fallback: 'Your review could not be sent. Please try again.',
          });
          setErrors({
            rating: split.fields.rating,
            text: split.fields.text,
            general: split.fields.engagement ?? split.general,
          });
        },
      },
    );
  };

  return (
    <form aria-label="Leave a review" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          How was working with {otherName}? Your review stays hidden from {otherName} until they
          have reviewed you too, or until 14 days after the engagement was completed; then the
          reviews are published.
        </Text>
        <FormAlert message={errors.general} />
        <div>
          <Text id={labelId} fw={500} size="sm" mb={4}>
            Your rating{' '}
            <Text span c="red.8" aria-hidden>
              *
            </Text>
          </Text>
          <div
            role="radiogroup"
            aria-labelledby={labelId}
            aria-required
            aria-invalid={errors.rating ? true : undefined}
            aria-describedby={errors.rating ? errorId : undefined}
          >
            <Rating
              value={rating}
              onChange={setRating}
              size="lg"
              getSymbolLabel={(v) => (v === 1 ? '1 star' : `${v} stars`)}
            />
          </div>
          {errors.rating ? (
            <Text id={errorId} size="sm" c="red.8" mt={4}>
              {errors.rating}
            </Text>
          ) : null}
        </div>
        <CountedTextarea
          label="Your review"
          placeholder="What went well, and what could be better?"
          value={text}
          max={REVIEW_TEXT_MAX}
          minRows={3}
          onChange={(ev) => setText(ev.currentTarget.value)}
          error={errors.text}
        />
        <SubmitRow label="Submit review" pending={submit.isPending} />
      </Stack>
    </form>
  );
}
