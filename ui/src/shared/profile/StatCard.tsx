import { Card, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The two sizes of a figure: large on dashboards, smaller beside a page's details. */
const SIZES = {
  large: { padding: 'md', value: { fz: 28, lh: 1.1 } },
  small: { padding: 'sm', value: { size: 'xl', lh: 1.2 } },
} as const;

/** A figure and what it counts, in a card; a skeleton while the figure is undefined (loading). */
export function StatCard({
  label,
  value,
  size,
}: {
  label: string;
  value: ReactNode | undefined;
  size: keyof typeof SIZES;
}) {
  const { padding, value: valueProps } = SIZES[size];
  return (
    <Card withBorder padding={padding}>
      {value === undefined ? (
        <Skeleton h={30} w={60} mb={4} />
      ) : (
        <Text fw={700} {...valueProps}>
          {value}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Card>
  );
}
