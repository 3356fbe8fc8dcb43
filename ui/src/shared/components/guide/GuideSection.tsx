import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

/** A guide page of an area: its title, an introduction and its sections. */
export function GuidePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="gray.7">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** One topic of a guide, in a card with an h2. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** A link into the product from a guide. */
export function GuideLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      {children}
    </Anchor>
  );
}
