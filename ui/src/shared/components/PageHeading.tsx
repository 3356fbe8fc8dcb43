import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title and the line under it that says what it holds. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="gray.7" mt={4}>
        {intro}
      </Text>
    </div>
  );
}

/** A list that found nothing: what is missing, a hint, and what to do next (`children`). */
export function EmptyResults({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="gray.7" size="sm" mt={4}>
        {hint}
      </Text>
      {children}
    </Paper>
  );
}
