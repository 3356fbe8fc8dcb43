import { Card, Text } from '@mantine/core';

/** A dashboard counter: a number and what it counts. */
export function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="md">
      <Text fw={700} fz={28} lh={1.1}>
        {value ?? '–'}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Card>
  );
}
