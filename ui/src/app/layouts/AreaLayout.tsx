import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCreditCard,
  IconHeart,
  IconLayoutDashboard,
  IconMail,
  IconPlus,
  IconSettings,
  IconUser,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/shared/auth';
import { Copyright } from '@/shared/components/Footer';
import { Logo } from '@/shared/components/Logo';
import { UserMenu } from '@/shared/components/UserMenu';
import { topLinks } from '@/shared/nav';

export type Area = 'company' | 'volunteer' | 'system';

interface MenuEntry {
  label: string;
  path: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/** Stands for the signed-in user's username in a menu path. */
const USERNAME = '{username}';

// Each issue adds the entries whose pages it delivers.
const mainMenu: Record<Area, MenuEntry[]> = {
  company: [
    { label: 'Dashboard', path: 'dashboard', icon: IconLayoutDashboard },
    { label: 'Profile', path: 'profile', icon: IconBuildingSkyscraper },
    { label: 'Opportunities', path: 'opportunities', icon: IconBriefcase },
    { label: 'Payments', path: 'payments', icon: IconCreditCard },
    { label: 'Team', path: 'team', icon: IconUsersGroup },
  ],
  volunteer: [
    { label: 'Dashboard', path: 'dashboard', icon: IconLayoutDashboard },
    // The volunteer's public profile, /volunteer/{username}.
    { label: 'Profile', path: USERNAME, icon: IconUser },
    { label: 'My Opportunities', path: 'opportunities', icon: IconBriefcase },
    { label: 'Saved', path: 'saved', icon: IconHeart },
  ],
  // Messages (spec 001) is left out: Voluntech has no messaging yet.
  system: [
    { label: 'Dashboard', path: 'dashboard', icon: IconLayoutDashboard },
    { label: 'Companies', path: 'companies', icon: IconBuildingSkyscraper },
    { label: 'Volunteers', path: 'volunteers', icon: IconUsers },
    { label: 'Opportunities', path: 'opportunities', icon: IconBriefcase },
    { label: 'Recruitment', path: 'recruitment', icon: IconUserSearch },
    { label: 'Payments', path: 'payments', icon: IconCreditCard },
    { label: 'Emails', path: 'emails', icon: IconMail },
  ],
};

const bottomMenu: Record<Area, MenuEntry[]> = {
  company: [{ label: 'Account Settings', path: 'account-settings', icon: IconSettings }],
  volunteer: [{ label: 'Account Settings', path: 'account-settings', icon: IconSettings }],
  system: [
    { label: 'Account Settings', path: 'account-settings', icon: IconSettings },
    { label: 'System Settings', path: 'system-settings', icon: IconAdjustments },
  ],
};

export function AreaLayout({ area }: { area: Area }) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const isMobile = useMediaQuery('(max-width: 48em)');
  const location = useLocation();
  const user = useCurrentUser();
  // The active entry is the second segment of the path (spec 001, system shell).
  const active = location.pathname.split('/')[2] ?? 'dashboard';
  const collapsed = !isMobile && !desktopOpened;

  const renderEntry = (e: MenuEntry) => {
    const Icon = e.icon;
    const path = e.path === USERNAME ? encodeURIComponent(user?.username ?? '') : e.path;
    const link = (
      <NavLink
        key={e.path}
        component={Link}
        to={`/${area}/${path}`}
        label={collapsed ? undefined : e.label}
        aria-label={collapsed ? e.label : undefined}
        leftSection={<Icon size={20} aria-hidden />}
        active={active === path}
        onClick={closeMobile}
      />
    );
    return collapsed ? (
      <Tooltip key={e.path} label={e.label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? 72 : 240,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      footer={{ height: 40 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMobile ? mobileOpened : desktopOpened}
              onClick={isMobile ? toggleMobile : toggleDesktop}
              size="sm"
              aria-label={(isMobile ? mobileOpened : desktopOpened) ? 'Close menu' : 'Open menu'}
            />
            <Logo />
          </Group>
          <Group gap="lg" wrap="nowrap" component="nav" aria-label="Main">
            {topLinks.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} c="dark" visibleFrom="md">
                {l.label}
              </Anchor>
            ))}
            {area === 'company' ? (
              // Spec 000 §9: the area bar's 'Post an Opportunity' button; only
              // companies post, so the other areas leave it out.
              <Button
                component={Link}
                to="/company/opportunities/new"
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                visibleFrom="sm"
              >
                Post an Opportunity
              </Button>
            ) : null}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={`${area} menu`}>
        <AppShell.Section grow component={ScrollArea}>
          {mainMenu[area].map(renderEntry)}
        </AppShell.Section>
        <AppShell.Section>{bottomMenu[area].map(renderEntry)}</AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer p="xs">
        <Copyright />
      </AppShell.Footer>
    </AppShell>
  );
}
