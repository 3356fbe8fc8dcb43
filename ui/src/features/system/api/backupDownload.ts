import { pb } from '@/shared/pb';

/**
 * The address of a backup's download: a plain link the browser opens, so it carries a short-lived
 * file token (PocketBase's /api/files/token) instead of the Authorization header.
 */
export async function backupDownloadUrl(key: string): Promise<string> {
  const token = await pb.files.getToken();
  return pb.buildURL(
    `/api/system/backups/${encodeURIComponent(key)}/download?token=${encodeURIComponent(token)}`,
  );
}
