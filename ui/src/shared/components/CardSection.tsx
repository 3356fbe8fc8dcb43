import { Card, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a card section takes: its heading, the heading's id that names it, its content. */
export interface CardSectionProps {
  title: string;
  id: string;
  children: ReactNode;
}

/** A card as a page section, named by its heading (`id` is the heading's). */
export function CardSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      {children}
    </Card>
  );
}

/** The heading of a card section. */
export function CardHeading({ title, id, mb }: { title: string; id: string; mb?: MantineSpacing }) {
  return (
    <Title order={2} size="h3" id={id} mb={mb}>
      {title}
    </Title>
  );
}

/** A card as a page section under its heading (`id` is the heading's). */
export function TitledCard({ title, id, children }: CardSectionProps) {
  return (
    <CardSection id={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </CardSection>
  );
}
