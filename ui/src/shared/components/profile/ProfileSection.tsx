import { Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardHeading, CardSection, type CardSectionProps } from '../CardSection';

/** A card of a public profile, named by its heading. */
export function ProfileSection({ title, id, children }: CardSectionProps) {
  return (
    <CardSection id={id}>
      <CardHeading title={title} id={id} mb="md" />
      {children}
    </CardSection>
  );
}

/** A saved text with its line breaks. */
export function Paragraphs({ text }: { text: string }) {
  return <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Text>;
}

/** A saved text under its own small heading; "Not described yet." when empty. */
export function DescribedText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <Paragraphs text={text || 'Not described yet.'} />
    </div>
  );
}

/** One label and value of a description list (`<dl>`). */
export function InfoRow({
  label,
  labelColor = 'gray.7',
  children,
}: {
  label: string;
  labelColor?: MantineColor;
  children: ReactNode;
}) {
  return (
    <div>
      <Text component="dt" size="sm" c={labelColor}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
