import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { greetingFor } from '@/shared/greeting';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useVolunteerProfile } from '../api/volunteerProfile';
import { WIZARD_DONE } from '../components/wizardSteps';

/** The wizard is unfinished while the step is below 7 (a new volunteer has 0 or 1). */
const onboardingUnfinished = (step: number | undefined) => (step ?? 0) < WIZARD_DONE;

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const profile = useVolunteerProfile();
  const [greeting] = useState(() => greetingFor(new Date()));
  // The server's step; the stored user's until it answers.
  const unfinished = onboardingUnfinished(profile.data?.step ?? user?.profile_step);

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
            {unfinished ? (
              <>
                <Text>
                  Complete your profile so tech companies can learn about you: your motivation, your
                  basic information, your professional experience and your career aspirations.
                </Text>
                <Button component={Link} to="/volunteer/profile-creation" mt="auto">
                  Complete your profile
                </Button>
              </>
            ) : (
              <>
                <Text>
                  Your volunteer profile is set up. Your applications to opportunities will appear
                  here.
                </Text>
                {user ? (
                  <Button
                    component={Link}
                    to={`/volunteer/${encodeURIComponent(user.username)}`}
                    variant="light"
                    mt="auto"
                  >
                    View my public profile
                  </Button>
                ) : null}
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
            <Button component={Link} to="/volunteer/account-settings" variant="default" mt="auto">
              Manage your account
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
