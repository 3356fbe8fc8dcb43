import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { AccountCard, DashboardCard } from '@/shared/components/DashboardCard';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { ONBOARDING_STEPS, useOnboarding } from '../api/onboarding';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const onboarding = useOnboarding();
  // The server's step (1-4: the next step to do, 5: done); the stored user's copy
  // stands in only if the onboarding cannot be read.
  const step = onboarding.data?.step ?? user?.profile_step ?? ONBOARDING_STEPS.background;
  const unfinished = step < ONBOARDING_STEPS.done;

  return (
    <Stack gap="lg">
      <DashboardHeader />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DashboardCard title="Next step" id="next-step">
          {onboarding.isPending ? (
            <Stack gap="xs" w="100%" role="status" aria-label="Loading your profile status">
              <Skeleton h={14} />
              <Skeleton h={14} w="80%" />
              <Skeleton h={36} w={180} mt="sm" />
            </Stack>
          ) : unfinished ? (
            <>
              <Text>
                Complete your profile so volunteers can learn about your Tech Company. It takes four
                steps: your company, its details, a plan, and your plans for the business.
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
        </DashboardCard>

        <AccountCard
          settingsPath="/company/account-settings"
          text="Change your name, username, password or email address, or delete your account."
        />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
