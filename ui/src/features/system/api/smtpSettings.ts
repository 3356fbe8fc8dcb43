import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SmtpSettings } from './types';

export function fetchSmtpSettings(signal?: AbortSignal) {
  return pb.send<SmtpSettings>('/api/system/smtp', { method: 'GET', signal });
}

export const smtpSettingsQuery = queryOptions({
  queryKey: [...systemKey, 'smtp'],
  queryFn: ({ signal }) => fetchSmtpSettings(signal),
});

/** The server's mail settings (never the password). */
export function useSmtpSettings() {
  return useQuery(smtpSettingsQuery);
}
