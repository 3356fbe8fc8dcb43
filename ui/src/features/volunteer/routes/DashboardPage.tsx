import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { AccountCard, DashboardCard } from '@/shared/components/DashboardCard';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useVolunteerProfile } from '../api/volunteerProfile';
import { WIZARD_DONE } from '../components/wizardSteps';

/** The wizard is unfinished while the step is below 7 (a new volunteer has 0 or 1). */
const onboardingUnfinished = (step: number | undefined) => (step ?? 0) < WIZARD_DONE;

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const profile = useVolunteerProfile();
  // The server's step; the stored user's until it answers.
  const unfinished = onboardingUnfinished(profile.data?.step ?? user?.profile_step);

  return (
    <Stack gap="lg">
      <DashboardHeader />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DashboardCard title="Next step" id="next-step">
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
        </DashboardCard>

        <AccountCard
          settingsPath="/volunteer/account-settings"
          text="Change your name, username, password or email address, or delete your account."
        />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
