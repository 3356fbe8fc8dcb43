import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { PageHeader } from './PageHeader';
import { SettingsTabs, type LookupTab } from './SettingsTabs';

interface Props {
  /** The list page: its title ("Volunteers"), path and line on what it holds. */
  title: string;
  path: string;
  description: string;
  /** The settings view (`?view=settings`): its title ("Volunteer Settings") and line. */
  settingsTitle: string;
  settingsDescription: string;
  /** The pick lists the settings edit, one tab each, and the tab list's name. */
  tabs: LookupTab[];
  tabsLabel: string;
  /** The list, shown when the settings are not. */
  children: ReactNode;
}

/**
 * A system list page with a "… Settings" button that swaps the list for the
 * editors of its pick lists, and a link back.
 */
export function PageWithSettings({
  title,
  path,
  description,
  settingsTitle,
  settingsDescription,
  tabs,
  tabsLabel,
  children,
}: Props) {
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
          {`Back to ${title.toLowerCase()}`}
        </Anchor>
        <PageHeader title={settingsTitle} description={settingsDescription} />
        <SettingsTabs tabs={tabs} label={tabsLabel} />
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
