import { Stack, Tabs } from '@mantine/core';
import {
  IconActivity,
  IconClockDollar,
  IconDatabase,
  IconHourglass,
  IconLayoutBottombar,
  IconMail,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AccessPanel } from '../components/AccessPanel';
import { ActivityPanel } from '../components/ActivityPanel';
import { BackupsPanel } from '../components/BackupsPanel';
import { FooterEditor } from '../components/FooterEditor';
import { HourlyValueEditor } from '../components/HourlyValueEditor';
import { NoResponseDaysEditor } from '../components/NoResponseDaysEditor';
import { PageHeader } from '../components/PageHeader';
import { SmtpPanel } from '../components/SmtpPanel';
import { UsersPanel } from '../components/UsersPanel';

const TABS = [
  { value: 'users', label: 'User list', Icon: IconUsers },
  { value: 'smtp', label: 'Email Service providers and SMTP', Icon: IconMail },
  { value: 'access', label: 'User Access Control', Icon: IconShieldLock },
  { value: 'backups', label: 'Backup and Redundancy', Icon: IconDatabase },
  { value: 'activity', label: 'System activities', Icon: IconActivity },
  { value: 'footer', label: 'Footer', Icon: IconLayoutBottombar },
  { value: 'impact', label: 'Value of an hour', Icon: IconClockDollar },
  { value: 'answers', label: 'Answer to applications', Icon: IconHourglass },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((t) => t.value === value);
}

/**
 * /system/system-settings: the user list; the mail settings (email service provider and SMTP in one
 * tab) with a test email; what each role may do and suspensions; backups and the replica; the
 * system activities; the site's footer; the value of a volunteer hour; the days within which every application gets an answer. The tab is kept in ?tab= so each one has its own link.
 */
export function SystemSettingsPage() {
  usePageTitle('System Settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'users';
  const panels: Record<Tab, ReactNode> = {
    // The dashboard's sign-up events link here with ?q=username.
    users: <UsersPanel initialSearch={params.get('q') ?? ''} />,
    smtp: <SmtpPanel />,
    access: <AccessPanel />,
    backups: <BackupsPanel />,
    activity: <ActivityPanel />,
    footer: <FooterEditor />,
    impact: <HourlyValueEditor />,
    answers: <NoResponseDaysEditor />,
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="System Settings"
        description="Accounts, mail, access, backups and site-wide settings."
      />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'users' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List aria-label="System settings">
          {TABS.map(({ value, label, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {panels[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

export { SystemSettingsPage as Component };
