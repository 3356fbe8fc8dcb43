import { Avatar, Button, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { fullName, useCurrentUser } from '@/shared/auth';
import { useFirstClick } from '@/shared/hooks/firstClick';
import { paths } from '@/shared/paths';
import type { User } from '@/shared/types';

// Guests see only the Log In button. The menu's code (and the positioning
// library behind it) loads on the avatar's first click: a signed-in page
// draws its top bar without it. Pointing at the avatar or focusing it
// starts the download.
const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadMenu().then((m) => ({ default: m.AccountMenu })));

/** The avatar with the user's initials: the account menu's target. */
export function AccountButton({
  user,
  ...others
}: { user: User } & UnstyledButtonProps & ComponentProps<'button'>) {
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || '?';
  return (
    <UnstyledButton aria-label={`Account menu for ${fullName(user) || user.username}`} {...others}>
      <Avatar color="blue" radius="xl">
        {initials}
      </Avatar>
    </UnstyledButton>
  );
}

/** The avatar menu (Dashboard, Account Settings, Log Out), or Log In for guests. */
export function UserMenu() {
  const user = useCurrentUser();
  const { used, props } = useFirstClick(loadMenu, 'menu');
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
  // Until its first click: the same avatar, closed (the attributes the
  // menu's target carries when closed).
  const avatar = <AccountButton user={user} {...props} />;
  if (!used) return avatar;
  return (
    <Suspense fallback={avatar}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
