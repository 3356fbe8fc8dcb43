import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { backupsKey } from './backups';
import type { BackupSchedule } from './types';

/** Sets PocketBase's automatic backups: a cron expression ("" for none) and how many to keep. */
export function saveBackupSchedule(schedule: BackupSchedule) {
  return pb.send<BackupSchedule>('/api/system/backups/schedule', {
    method: 'PATCH',
    body: schedule,
  });
}

export function useSaveBackupSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBackupSchedule,
    onSettled: () => client.invalidateQueries({ queryKey: backupsKey }),
  });
}
