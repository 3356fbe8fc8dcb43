import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { fullName, homeByRole, logout } from '@/shared/auth';
import type { User } from '@/shared/types';
import { paths } from '@/shared/paths';

const areaByRole = { volunteer: 'volunteer', company: 'company', superadmin: 'system' } as const;

/** The avatar menu of a signed-in user: Dashboard, Account Settings, Log Out. */
export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const area = areaByRole[user.role] ?? 'volunteer';
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || '?';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName(user) || user.username}`}>
          <Avatar color="blue" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
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
