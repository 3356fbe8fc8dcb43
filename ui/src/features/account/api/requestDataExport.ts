import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { DATA_EXPORT_PATH, dataExportKey, type DataExport } from './dataExport';

/**
 * Asks for a copy of the signed-in user's data: the server answers 202 with
 * the pending export, or 400 when they already asked in the last 24 hours.
 */
export async function requestDataExport(): Promise<DataExport> {
  return pb.send<DataExport>(DATA_EXPORT_PATH, { method: 'POST' });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (exp) => queryClient.setQueryData(dataExportKey, exp),
  });
}
