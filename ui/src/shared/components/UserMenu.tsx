import { Avatar, Button, Menu, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { fullName, homeByRole, logout, useCurrentUser } from '@/shared/auth';

const areaByRole = { volunteer: 'volunteer', company: 'company', superadmin: 'system' } as const;

/** The avatar menu (Dashboard, Account Settings, Log Out), or Log In for guests. */
export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Button
        component={Link}
        to="/login"
        variant="default"
        leftSection={<IconUser size={16} aria-hidden />}
      >
        Log In
      </Button>
    );
  }
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
            navigate('/login');
          }}
        >
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
