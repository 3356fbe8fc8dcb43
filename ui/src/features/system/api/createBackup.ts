import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { backupsKey } from './backups';
import type { BackupItem } from './types';

/** Takes a backup now; an empty name lets the server name it by date. */
export function createBackup(name: string) {
  return pb.send<BackupItem>('/api/system/backups', {
    method: 'POST',
    body: name ? { name } : {},
  });
}

export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => client.invalidateQueries({ queryKey: backupsKey }),
  });
}
