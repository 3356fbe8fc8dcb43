import { Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatChange } from '../format';

interface Props {
  label: string;
  value: number | string;
  /** A change in percent against the previous period; null hides it. */
  change?: number | null;
  /** What the change compares with, e.g. "than last month". */
  changeHint?: string;
  /** Whether a rise is good news (green) or bad news (red). */
  riseIsGood?: boolean;
}

/** One figure of a summary row, with its change when there is one. */
export function StatCard({ label, value, change, changeHint, riseIsGood = true }: Props) {
  const c = formatChange(change);
  const good = c.direction === 'flat' || (c.direction === 'up') === riseIsGood;
  const Icon = c.direction === 'down' ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {typeof value === 'number' ? value.toLocaleString('en-GB') : value}
      </Text>
      {c.text ? (
        <Group gap={4} mt={4} wrap="nowrap">
          {c.direction !== 'flat' ? (
            <Icon size={16} aria-hidden color={`var(--mantine-color-${good ? 'teal' : 'red'}-9)`} />
          ) : null}
          <Text size="sm" c={good ? 'teal.9' : 'red.9'} fw={600}>
            {c.text}
          </Text>
          {changeHint ? (
            <Text size="sm" c="dimmed">
              {changeHint}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
