import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { starsLabel } from '@/shared/reviews/model';

/** A rating shown as five stars; a screen reader hears "4 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={starsLabel(rating)} display="inline-flex">
      {[1, 2, 3, 4, 5].map((i) =>
        i <= full ? (
          <IconStarFilled key={i} size={size} aria-hidden color="var(--mantine-color-yellow-7)" />
        ) : (
          <IconStar key={i} size={size} aria-hidden color="var(--mantine-color-gray-6)" />
        ),
      )}
    </Group>
  );
}
