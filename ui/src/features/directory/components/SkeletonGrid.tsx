import { SimpleGrid, Stack, type SimpleGridProps } from '@mantine/core';
import type { ComponentType } from 'react';

const SKELETONS = 4;

/** A directory list while it loads: placeholder cards in the list's columns. */
export function SkeletonGrid({
  label,
  cols,
  card: Card,
}: {
  /** Names the loading state for screen readers, e.g. "Loading companies". */
  label: string;
  cols: SimpleGridProps['cols'];
  card: ComponentType;
}) {
  return (
    <Stack role="status" aria-label={label} gap={0}>
      <SimpleGrid cols={cols} spacing="md">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Card key={i} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
