import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Divider,
  Group,
  NavLink,
  ScrollArea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useBelow } from '@/shared/hooks/useBelow';
import {
  IconAdjustments,
  IconBell,
  IconBook,
  IconBriefcase,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconClockHour4,
  IconCreditCard,
  IconHeart,
  IconHelp,
  IconLayoutDashboard,
  IconListSearch,
  IconMail,
  IconMessage,
  IconPlus,
  IconSettings,
  IconSparkles,
  IconUser,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import {
  MessagesIndicator,
  messagesIndicatorFirstData,
} from '@/features/messages/components/MessagesIndicator';
import { currentUser, useCurrentUser } from '@/shared/auth';
import type { FirstData } from '@/shared/firstData';
import { Copyright } from '@/shared/components/Footer';
import { AreaSearch } from '@/features/directory/components/AreaSearch';
import { LazyTooltip } from '@/shared/components/LazyTooltip';
import { Logo } from '@/shared/components/Logo';
import { UserMenu } from '@/shared/components/UserMenu';
import { topLinks } from '@/shared/nav';
import { paths } from '@/shared/paths';
import {
  bellFirstData,
  NotificationBell,
} from '@/features/notifications/components/NotificationBell';

export type Area = 'company' | 'volunteer' | 'system';

/** The site footer's height: it follows the page's content (not fixed over it). */
const FOOTER_HEIGHT = 40;

interface MenuEntry {
  label: string;
  /** The page, or how to build it from the signed-in user's username. */
  to: string | ((username: string) => string);
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/** The entries every area has, each at the area's own page. */
function commonEntries(area: Area) {
  return {
    dashboard: { label: 'Dashboard', to: paths[area].dashboard, icon: IconLayoutDashboard },
    messages: { label: 'Messages', to: paths[area].messages, icon: IconMessage },
    notifications: { label: 'Notifications', to: paths[area].notifications, icon: IconBell },
    settings: { label: 'Account Settings', to: paths[area].accountSettings, icon: IconSettings },
  } satisfies Record<string, MenuEntry>;
}

const company = commonEntries('company');
const volunteer = commonEntries('volunteer');
const system = commonEntries('system');

// Each issue adds the entries whose pages it delivers.
const mainMenu: Record<Area, MenuEntry[]> = {
  // The spec's order: Dashboard, Profile, Opportunities, Volunteers,
  // Messages, Payments; the company list (a route of the spec without a
  // menu place) follows the profile as in the spec's route list, saved
  // searches (issue 35) follow the volunteers they search, and Team comes
  // last.
  company: [
    company.dashboard,
    { label: 'Profile', to: paths.company.profile, icon: IconBuildingSkyscraper },
    { label: 'Companies', to: paths.company.companyList, icon: IconBuildingCommunity },
    { label: 'Opportunities', to: paths.company.opportunities, icon: IconBriefcase },
    { label: 'Volunteers', to: paths.company.volunteers, icon: IconUsers },
    { label: 'Saved searches', to: paths.company.savedSearches, icon: IconListSearch },
    company.messages,
    { label: 'Payments', to: paths.company.payments, icon: IconCreditCard },
    { label: 'Team', to: paths.company.team, icon: IconUsersGroup },
  ],
  volunteer: [
    volunteer.dashboard,
    // The volunteer's public profile.
    { label: 'Profile', to: paths.volunteerPublic, icon: IconUser },
    { label: 'My Opportunities', to: paths.volunteer.opportunities, icon: IconBriefcase },
    { label: 'Recommended', to: paths.volunteer.recommended, icon: IconSparkles },
    { label: 'Saved', to: paths.volunteer.saved, icon: IconHeart },
    { label: 'Saved searches', to: paths.volunteer.savedSearches, icon: IconListSearch },
    volunteer.messages,
    { label: 'Engagements', to: paths.volunteer.engagements, icon: IconClockHour4 },
  ],
  system: [
    system.dashboard,
    { label: 'Companies', to: paths.system.companies, icon: IconBuildingSkyscraper },
    { label: 'Volunteers', to: paths.system.volunteers, icon: IconUsers },
    { label: 'Opportunities', to: paths.system.opportunities, icon: IconBriefcase },
    { label: 'Recruitment', to: paths.system.recruitment, icon: IconUserSearch },
    { label: 'Payments', to: paths.system.payments, icon: IconCreditCard },
    { label: 'Emails', to: paths.system.emails, icon: IconMail },
    system.messages,
  ],
};

const bottomMenu: Record<Area, MenuEntry[]> = {
  company: [
    company.notifications,
    company.settings,
    { label: 'Guide', to: paths.company.guide, icon: IconBook },
  ],
  volunteer: [
    volunteer.notifications,
    volunteer.settings,
    { label: 'Help', to: paths.volunteer.help, icon: IconHelp },
  ],
  system: [
    system.notifications,
    system.settings,
    { label: 'System Settings', to: paths.system.systemSettings, icon: IconAdjustments },
  ],
};

const browseIcons: Record<string, MenuEntry['icon']> = {
  [paths.volunteers]: IconUsers,
  [paths.opportunities]: IconBriefcase,
  [paths.companies]: IconBuildingCommunity,
};

/**
 * The top bar's answers, on the first screen of every page of an area
 * (index.html starts them with the page's own: app/preloads.ts).
 */
export const firstData: FirstData = (client) => {
  const user = currentUser();
  if (!user) return [];
  return [...bellFirstData(client, user), ...messagesIndicatorFirstData(client, user)];
};

export function AreaLayout({ area }: { area: Area }) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  // Read on the first render (useBelow), at the navbar's own breakpoint:
  // read in an effect, the phone's first screen was drawn for a desktop
  // and the whole shell drawn again at once.
  const isMobile = useBelow('sm');
  const location = useLocation();
  const user = useCurrentUser();
  // The active entry is the one whose second path segment the page shares,
  // so a page inside a section (an opportunity of the list) keeps it lit.
  const section = (path: string) => path.split(/[/?]/)[2] ?? 'dashboard';
  const active = section(location.pathname);
  const collapsed = !isMobile && !desktopOpened;

  const renderEntry = (e: MenuEntry) => {
    const Icon = e.icon;
    const to = typeof e.to === 'function' ? e.to(user?.username ?? '') : e.to;
    const link = (
      <NavLink
        key={e.label}
        component={Link}
        to={to}
        label={collapsed ? undefined : e.label}
        aria-label={collapsed ? e.label : undefined}
        leftSection={<Icon size={20} aria-hidden />}
        active={active === section(to)}
        onClick={closeMobile}
      />
    );
    // Collapsed (a click on the burger), the icons get their tooltips,
    // whose code loads then.
    return collapsed ? (
      <LazyTooltip key={e.label} label={e.label} position="right">
        {link}
      </LazyTooltip>
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
      // The footer is drawn after the page, never over it: no offset, and
      // the page is at least as tall as the screen left above it.
      footer={{ height: FOOTER_HEIGHT, offset: false }}
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
            {/* On a phone the bar holds the mark only: the icons beside it must fit. */}
            <Logo nameFrom="xs" />
          </Group>
          <AreaSearch fullList={area === 'volunteer' ? paths.opportunities : paths.volunteers} />
          <Group gap="lg" wrap="nowrap" component="nav" aria-label="Main">
            {topLinks.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} c="dark" visibleFrom="md">
                {l.label}
              </Anchor>
            ))}
            {area === 'company' ? (
              // The company area's bar carries 'Post an Opportunity', the one action a
              // company comes back for; only companies post, so other areas leave it out.
              <Button
                component={Link}
                to={paths.company.newOpportunity}
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                visibleFrom="sm"
              >
                Post an Opportunity
              </Button>
            ) : null}
            <MessagesIndicator />
            <NotificationBell allPath={paths[area].notifications} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={`${area} menu`}>
        <AppShell.Section grow component={ScrollArea}>
          {mainMenu[area].map(renderEntry)}
        </AppShell.Section>
        <AppShell.Section>{bottomMenu[area].map(renderEntry)}</AppShell.Section>
        {/* The top bar shows the public lists from 992 px; narrower screens reach them here. */}
        <AppShell.Section hiddenFrom="md" component="nav" aria-label="Browse">
          <Divider my="xs" />
          {topLinks.map((l) => {
            const Icon = browseIcons[l.to] ?? IconWorld;
            return (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                // "Browse": the company area has its own Volunteers and Opportunities entries.
                label={collapsed ? undefined : `Browse ${l.label.toLowerCase()}`}
                aria-label={collapsed ? `Browse ${l.label.toLowerCase()}` : undefined}
                leftSection={<Icon size={20} aria-hidden />}
                onClick={closeMobile}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main style={{ minHeight: `calc(100dvh - ${FOOTER_HEIGHT}px)` }}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer
        p="xs"
        style={{ position: 'static', marginInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}
      >
        <Copyright />
      </AppShell.Footer>
    </AppShell>
  );
}
