import { useMutation, useQueryClient } from '@tanstack/react-query';
import { footerQuery } from '@/shared/api/footer';
import { pb } from '@/shared/pb';
import { siteSettingsKey, type SiteSettings } from './siteSettings';

/** Saves the footer HTML; the record returned holds what the server kept after sanitising. */
export function saveFooter({ id, html }: { id: string; html: string }) {
  return pb.collection('site_settings').update<SiteSettings>(id, { footer_html: html });
}

export function useSaveFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFooter,
    onSuccess: (saved) => {
      client.setQueryData(siteSettingsKey, saved);
      client.setQueryData(footerQuery.queryKey, saved.footer_html);
    },
  });
}
