import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/components/PageHeading';

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
      <PageHeading title={title} intro={description} introColor="dimmed" />
      {actions}
    </Group>
  );
}
