import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The page's one h1; leave it out when the content brings its own. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Max width in px; forms stay readable on wide screens and fill 375 px phones. */
  width?: number;
  children: ReactNode;
}

/** The centred card every sign-in and sign-up page sits in. */
export function AuthCard({ title, subtitle, width = 520, children }: AuthCardProps) {
  return (
    <Container size={width} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {title ? (
          <Stack gap={4} mb="lg" ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
