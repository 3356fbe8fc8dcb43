import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/shared/components/LoadErrorAlert';
import { useSiteSettings, type SiteSettings } from '../api/siteSettings';

/** Loads the site settings, then draws the form of one of them (a fresh form per record). */
export function SiteSettingsLoader({
  loadingLabel,
  children,
}: {
  /** "Loading the value of an hour". */
  loadingLabel: string;
  children: (record: SiteSettings) => ReactNode;
}) {
  const settings = useSiteSettings();
  if (settings.isPending) {
    return <Skeleton h={120} role="status" aria-label={loadingLabel} />;
  }
  if (settings.isError) {
    return <LoadErrorAlert title="The settings could not be loaded" query={settings} />;
  }
  return children(settings.data);
}
