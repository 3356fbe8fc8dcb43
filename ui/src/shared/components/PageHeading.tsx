import { Paper, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title and the line under it that says what it holds. */
export function PageHeading({
  title,
  intro,
  introColor = 'gray.7',
}: {
  title: string;
  intro: ReactNode;
  introColor?: MantineColor;
}) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c={introColor} mt={4}>
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
