import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { greetingFor } from '@/shared/greeting';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const [greeting] = useState(() => greetingFor(new Date()));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{greeting}</Title>
        <Text size="lg" c="gray.7" mt={4}>
          {user?.first_name ? `Welcome, ${user.first_name}.` : 'Welcome.'}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="your-account">
          <Stack gap="sm" align="flex-start" h="100%">
            <Title order={2} size="h3" id="your-account">
              Your account
            </Title>
            <Text>Change your name, username, password or email address.</Text>
            <Button component={Link} to="/system/account-settings" variant="default" mt="auto">
              Manage your account
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
