import { Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
import { useCurrentUser } from '@/shared/auth';
import { greetingFor } from '@/shared/greeting';

/** A dashboard's heading: the time of day's greeting and a welcome by first name. */
export const DashboardHeader = memo(function DashboardHeader() {
  const user = useCurrentUser();
  const [greeting] = useState(() => greetingFor(new Date()));
  return (
    <div>
      <Title order={1}>{greeting}</Title>
      <Text size="lg" c="gray.7" mt={4}>
        {user?.first_name ? `Welcome, ${user.first_name}.` : 'Welcome.'}
      </Text>
    </div>
  );
});
