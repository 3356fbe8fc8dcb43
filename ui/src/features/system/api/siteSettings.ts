import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

export interface SiteSettings {
  id: string;
  footer_html: string;
  /** The value of a volunteer hour on the impact reports, and its currency (ISO 4217). */
  hourly_value: number;
  hourly_currency: string;
  /** After how many days without any action of the company an application closes as "No response" (7-60). */
  no_response_days: number;
  updated: string;
}

/** The single site_settings record (readable by superadmins only). */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const page = await pb.collection('site_settings').getList<SiteSettings>(1, 1);
  const first = page.items[0];
  if (!first) throw new Error('The site settings are missing.');
  return first;
}

export const siteSettingsKey = [...systemKey, 'site-settings'] as const;

export const siteSettingsQuery = queryOptions({
  queryKey: siteSettingsKey,
  queryFn: fetchSiteSettings,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** Saves some fields of the site settings record id; the cached record becomes the saved one. */
export function useSaveSiteSettings(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Partial<Omit<SiteSettings, 'id' | 'updated'>>) =>
      pb.collection('site_settings').update<SiteSettings>(id, fields),
    onSuccess: (saved) => client.setQueryData(siteSettingsKey, saved),
  });
}
