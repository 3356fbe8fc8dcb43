import { Skeleton, Stack } from '@mantine/core';

/** A dashboard card's list while it loads: two rows of the given height. */
export function LoadingRows({ label, height }: { label: string; height: number }) {
  return (
    <Stack gap="xs" w="100%" role="status" aria-label={label}>
      <Skeleton h={height} />
      <Skeleton h={height} />
    </Stack>
  );
}
