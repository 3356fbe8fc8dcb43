import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type BackupList } from './types';

export const backupsKey = [...systemKey, 'backups'] as const;

export function fetchBackups(signal?: AbortSignal) {
  return pb.send<BackupList>('/api/system/backups', { method: 'GET', signal });
}

export const backupsQuery = queryOptions({
  queryKey: backupsKey,
  queryFn: ({ signal }) => fetchBackups(signal),
});

/** PocketBase's backups, newest first, and the automatic backup schedule. */
export function useBackups() {
  return useQuery(backupsQuery);
}
