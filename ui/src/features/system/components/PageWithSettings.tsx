import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { capitalise } from '../format';
import { PageHeader } from './PageHeader';
import { SettingsTabs, type ExtraTab, type LookupTab } from './SettingsTabs';

interface Props {
  /** The accounts the page lists: one ("Volunteer") and many ("volunteers"). */
  account: { one: string; many: string };
  /** The list page's path and line on what it holds. */
  path: string;
  description: string;
  /** The pick lists the settings edit, one tab each. */
  tabs: LookupTab[];
  /** Settings tabs that are no lookup list, after those. */
  extraTabs?: ExtraTab[];
  /** The list, shown when the settings are not. */
  children: ReactNode;
}

/**
 * A system list page with a "… Settings" button that swaps the list for the
 * editors of its pick lists, and a link back.
 */
export function PageWithSettings({ account, path, description, tabs, extraTabs, children }: Props) {
  const title = capitalise(account.many);
  // The settings view (`?view=settings`): "Volunteer Settings".
  const settingsTitle = `${account.one} Settings`;
  const [params, setParams] = useSearchParams();
  const settings = params.get('view') === 'settings';
  usePageTitle(settings ? settingsTitle : title);

  if (settings) {
    return (
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={path}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {`Back to ${account.many}`}
        </Anchor>
        <PageHeader
          title={settingsTitle}
          description={`The pick lists ${account.many} choose from when they sign up and fill in their profile.`}
        />
        <SettingsTabs tabs={tabs} extra={extraTabs} label={`${account.one} settings`} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setParams({ view: 'settings' })}
          >
            {settingsTitle}
          </Button>
        }
      />
      {children}
    </Stack>
  );
}
