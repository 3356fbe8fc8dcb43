import { SimpleGrid, Stack } from '@mantine/core';
import { AccountCard } from '@/shared/components/DashboardCard';
import { DashboardHeader } from '@/shared/components/DashboardHeader';
import { usePageTitle } from '@/shared/hooks/usePageTitle';

export function DashboardPage() {
  usePageTitle('Dashboard');

  return (
    <Stack gap="lg">
      <DashboardHeader />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountCard
          settingsPath="/system/account-settings"
          text="Change your name, username, password or email address."
        />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
