import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard card, named by its heading; its last button sits at the bottom. */
export function DashboardCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm" align="flex-start" h="100%">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The "Your account" card: what can be changed, and a link to the account settings. */
export function AccountCard({ settingsPath, text }: { settingsPath: string; text: string }) {
  return (
    <DashboardCard title="Your account" id="your-account">
      <Text>{text}</Text>
      <Button component={Link} to={settingsPath} variant="default" mt="auto">
        Manage your account
      </Button>
    </DashboardCard>
  );
}
