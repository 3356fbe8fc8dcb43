import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { fullName, homeByRole, logout } from '@/shared/auth';
import { useOpenOnMount } from '@/shared/hooks/firstClick';
import { AccountButton } from './UserMenu';
import type { User } from '@/shared/types';
import { paths } from '@/shared/paths';

const areaByRole = { volunteer: 'volunteer', company: 'company', superadmin: 'system' } as const;

/**
 * The avatar menu of a signed-in user: Dashboard, Account Settings, Log
 * Out. Loaded on the avatar's first click (UserMenu): it opens at once,
 * from the avatar, which takes the focus of the button it replaces, so
 * closing the menu returns the focus to it.
 */
export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const area = areaByRole[user.role] ?? 'volunteer';
  const [opened, { open, close }] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  useOpenOnMount(target, open);
  return (
    <Menu
      position="bottom-end"
      width={220}
      withinPortal
      opened={opened}
      onChange={(o) => (o ? open() : close())}
    >
      <Menu.Target>
        <AccountButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName(user) || user.username}</Menu.Label>
        <Menu.Item
          component={Link}
          to={homeByRole[user.role]}
          leftSection={<IconLayoutDashboard size={16} />}
        >
          Dashboard
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/${area}/account-settings`}
          leftSection={<IconSettings size={16} />}
        >
          Account Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            logout();
            navigate(paths.login);
          }}
        >
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
