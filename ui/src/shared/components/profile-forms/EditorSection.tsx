import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a profile editor's tab, named by its heading for assistive technology. */
export function EditorSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
