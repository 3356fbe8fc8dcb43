import { useMutation } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/** Restores a backup; `confirm` is the name the superadmin typed. The server restarts a second later. */
export function restoreBackup({ key, confirm }: { key: string; confirm: string }) {
  return pb.send<unknown>(`/api/system/backups/${encodeURIComponent(key)}/restore`, {
    method: 'POST',
    body: { confirm },
  });
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}
