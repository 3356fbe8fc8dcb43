import { Skeleton, Stack, type StackProps } from '@mantine/core';

/** One grey bar: its height, or its height and width. */
export type Bar = number | { h: number; w: string };

interface LoadingBarsProps extends Omit<StackProps, 'children'> {
  /** Names the loading state for screen readers. */
  label: string;
  bars: Bar[];
}

/** Stands in for content while it loads: grey bars of its rough size, announced as a status. */
export function LoadingBars({ label, bars, ...stack }: LoadingBarsProps) {
  return (
    <Stack role="status" aria-label={label} {...stack}>
      {bars.map((bar, i) =>
        typeof bar === 'number' ? (
          <Skeleton key={i} h={bar} />
        ) : (
          <Skeleton key={i} h={bar.h} w={bar.w} />
        ),
      )}
    </Stack>
  );
}
