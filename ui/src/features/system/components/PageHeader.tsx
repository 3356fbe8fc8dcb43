import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A system page's heading, a line on what it holds, and its actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      {actions}
    </Group>
  );
}
