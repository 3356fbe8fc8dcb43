import { useQuery } from '@tanstack/react-query';
import { systemQuery } from './systemQuery';
import type { SmtpSettings } from './types';

export const smtpSettingsQuery = systemQuery<SmtpSettings>('smtp');

/** The server's mail settings (never the password). */
export function useSmtpSettings() {
  return useQuery(smtpSettingsQuery);
}
