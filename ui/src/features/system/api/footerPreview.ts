import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey } from './types';

/**
 * A footer draft as the server would store it: the same sanitiser that runs
 * on save, so the preview shows exactly what visitors would see. Saves nothing.
 */
export async function fetchFooterPreview(html: string): Promise<string> {
  const res = await pb.send<{ html: string }>('/api/system/footer/preview', {
    method: 'POST',
    body: { html },
    // Each draft is its own request; a newer one must not cancel an older
    // one still on screen.
    requestKey: null,
  });
  return res.html ?? '';
}

export const footerPreviewQuery = (html: string) =>
  queryOptions({
    queryKey: [...systemKey, 'footer-preview', html],
    queryFn: () => fetchFooterPreview(html),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** The sanitised preview of a draft; the last one stays on screen while the next loads. */
export function useFooterPreview(html: string) {
  return useQuery({ ...footerPreviewQuery(html), placeholderData: keepPreviousData });
}
