import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { saveFile } from '@/shared/saveFile';

/**
 * Downloads the ready archive: a link the browser follows carries no
 * Authorization header, so it carries a short-lived file token instead.
 */
export async function downloadDataExport(url: string): Promise<void> {
  const token = await pb.files.getToken();
  const sep = url.includes('?') ? '&' : '?';
  saveFile(pb.buildURL(`${url}${sep}token=${encodeURIComponent(token)}`), 'voluntech-data.zip');
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
