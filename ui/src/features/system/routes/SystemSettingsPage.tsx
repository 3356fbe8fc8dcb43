import { Stack, Tabs } from '@mantine/core';
import {
  IconActivity,
  IconDatabase,
  IconLayoutBottombar,
  IconMail,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { AccessPanel } from '../components/AccessPanel';
import { ActivityPanel } from '../components/ActivityPanel';
import { BackupsPanel } from '../components/BackupsPanel';
import { FooterEditor } from '../components/FooterEditor';
import { PageHeader } from '../components/PageHeader';
import { SmtpPanel } from '../components/SmtpPanel';
import { UsersPanel } from '../components/UsersPanel';

const TABS = ['users', 'smtp', 'access', 'backups', 'activity', 'footer'] as const;
type Tab = (typeof TABS)[number];

/**
 * /system/system-settings: the user list; the mail settings (email service provider and SMTP in one
 * tab) with a test email; what each role may do and suspensions; backups and the replica; the
 * system activities; the site's footer. The tab is kept in ?tab= so each one has its own link.
 */
export function SystemSettingsPage() {
  usePageTitle('System Settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'users';

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
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            User list
          </Tabs.Tab>
          <Tabs.Tab value="smtp" leftSection={<IconMail size={16} aria-hidden />}>
            Email Service providers and SMTP
          </Tabs.Tab>
          <Tabs.Tab value="access" leftSection={<IconShieldLock size={16} aria-hidden />}>
            User Access Control
          </Tabs.Tab>
          <Tabs.Tab value="backups" leftSection={<IconDatabase size={16} aria-hidden />}>
            Backup and Redundancy
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconActivity size={16} aria-hidden />}>
            System activities
          </Tabs.Tab>
          <Tabs.Tab value="footer" leftSection={<IconLayoutBottombar size={16} aria-hidden />}>
            Footer
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="lg">
          {/* The dashboard's sign-up events link here with ?q=username. */}
          <UsersPanel initialSearch={params.get('q') ?? ''} />
        </Tabs.Panel>
        <Tabs.Panel value="smtp" pt="lg">
          <SmtpPanel />
        </Tabs.Panel>
        <Tabs.Panel value="access" pt="lg">
          <AccessPanel />
        </Tabs.Panel>
        <Tabs.Panel value="backups" pt="lg">
          <BackupsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="lg">
          <ActivityPanel />
        </Tabs.Panel>
        <Tabs.Panel value="footer" pt="lg">
          <FooterEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { SystemSettingsPage as Component };
