import { Stack, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface StackSectionProps {
  title: ReactNode;
  /** The heading's id, which names the section. */
  id: string;
  order?: TitleOrder;
  size?: TitleSize;
  children: ReactNode;
}

/** A part of a page named by its heading, with its content stacked under it. */
export function StackSection({ title, id, order = 2, size = 'h3', children }: StackSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={order} size={size} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
