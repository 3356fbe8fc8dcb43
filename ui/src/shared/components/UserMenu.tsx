import { Avatar, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { paths } from '@/shared/paths';

// Guests see only the Log In button; the menu's code loads for signed-in users.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** The avatar menu (Dashboard, Account Settings, Log Out), or Log In for guests. */
export function UserMenu() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <Button
        component={Link}
        to={paths.login}
        variant="default"
        leftSection={<IconUser size={16} aria-hidden />}
      >
        Log In
      </Button>
    );
  }
  return (
    <Suspense fallback={<Avatar radius="xl" aria-hidden />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
