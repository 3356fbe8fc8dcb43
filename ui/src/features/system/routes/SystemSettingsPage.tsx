import { Stack, Tabs } from '@mantine/core';
import { IconLayoutBottombar, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { FooterEditor } from '../components/FooterEditor';
import { PageHeader } from '../components/PageHeader';
import { UsersPanel } from '../components/UsersPanel';

const TABS = ['users', 'footer'] as const;
type Tab = (typeof TABS)[number];

/**
 * /system/system-settings: the user list and the site's footer. The spec's
 * other tabs (mail providers, SMTP, access control, backups) are left out
 * until they exist.
 */
export function SystemSettingsPage() {
  usePageTitle('System Settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'users';

  return (
    <Stack gap="lg">
      <PageHeader title="System Settings" description="Accounts and site-wide settings." />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'users' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            User list
          </Tabs.Tab>
          <Tabs.Tab value="footer" leftSection={<IconLayoutBottombar size={16} aria-hidden />}>
            Footer
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="lg">
          {/* The dashboard's sign-up events link here with ?q=username. */}
          <UsersPanel initialSearch={params.get('q') ?? ''} />
        </Tabs.Panel>
        <Tabs.Panel value="footer" pt="lg">
          <FooterEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { SystemSettingsPage as Component };
