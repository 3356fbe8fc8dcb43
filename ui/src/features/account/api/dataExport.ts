import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from '@/shared/pb';

/** The signed-in user's newest export, as `GET /api/account/export` answers. */
export interface DataExport {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  /** 0-100 while pending. */
  progress: number;
  created: string;
  /** The download route, when ready. */
  url?: string;
  /** When the archive is deleted (ISO time), when ready. */
  expires?: string;
  /** When the user may ask again (ISO time); absent: now. */
  next_allowed?: string;
  error?: string;
}

export const DATA_EXPORT_PATH = '/api/account/export';

/** How often the page asks again while the export is being prepared. */
export const DATA_EXPORT_POLL_MS = 1500;

export const dataExportKey = ['account', 'dataExport'] as const;

/** The newest export that has not expired, or null when there is none (404). */
export async function fetchDataExport(): Promise<DataExport | null> {
  try {
    return await pb.send<DataExport>(DATA_EXPORT_PATH, { method: 'GET' });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null;
    throw err;
  }
}

export const dataExportQuery = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: fetchDataExport,
    // Asked again until the background work is done.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? DATA_EXPORT_POLL_MS : false,
  });

/** The user's export, polled while it is pending. */
export function useDataExport() {
  return useQuery(dataExportQuery());
}
