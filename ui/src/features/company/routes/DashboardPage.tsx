import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { greetingFor } from '@/shared/greeting';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { ONBOARDING_STEPS, useOnboarding } from '../api/onboarding';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const [greeting] = useState(() => greetingFor(new Date()));
  const onboarding = useOnboarding();
  // The server's step (1-4: the next step to do, 5: done); the stored user's copy
  // stands in only if the onboarding cannot be read.
  const step = onboarding.data?.step ?? user?.profile_step ?? ONBOARDING_STEPS.background;
  const unfinished = step < ONBOARDING_STEPS.done;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{greeting}</Title>
        <Text size="lg" c="gray.7" mt={4}>
          {user?.first_name ? `Welcome, ${user.first_name}.` : 'Welcome.'}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="next-step">
          <Stack gap="sm" align="flex-start" h="100%">
            <Title order={2} size="h3" id="next-step">
              Next step
            </Title>
            {onboarding.isPending ? (
              <Stack gap="xs" w="100%" role="status" aria-label="Loading your profile status">
                <Skeleton h={14} />
                <Skeleton h={14} w="80%" />
                <Skeleton h={36} w={180} mt="sm" />
              </Stack>
            ) : unfinished ? (
              <>
                <Text>
                  Complete your profile so volunteers can learn about your Tech Company. It takes
                  four steps: your company, its details, a plan, and your plans for the business.
                </Text>
                <Button component={Link} to="/company/profile-creation" mt="auto">
                  Complete your profile
                </Button>
              </>
            ) : (
              <>
                <Text>
                  Your Tech Company profile is set up. Your opportunities and applicants will appear
                  here.
                </Text>
                <Button component={Link} to="/company/profile" variant="default" mt="auto">
                  Edit your profile
                </Button>
              </>
            )}
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="your-account">
          <Stack gap="sm" align="flex-start" h="100%">
            <Title order={2} size="h3" id="your-account">
              Your account
            </Title>
            <Text>
              Change your name, username, password or email address, or delete your account.
            </Text>
            <Button component={Link} to="/company/account-settings" variant="default" mt="auto">
              Manage your account
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
