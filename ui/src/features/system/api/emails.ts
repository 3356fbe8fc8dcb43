import { useQuery } from '@tanstack/react-query';
import { systemListQuery } from './systemQuery';
import type { SystemEmail, SystemPage } from './types';

/** '' lists both failed and waiting emails. */
export type EmailStatusFilter = '' | 'failed' | 'pending';

export const emailsQuery = (page: number, status: EmailStatusFilter) => ({
  ...systemListQuery<SystemPage<SystemEmail>>('emails', { page, status }),
  // Emails change as the outbox works through them: refetch sooner than other lists.
  staleTime: 5_000,
});

/** A page of the emails not delivered yet, failed ones first. */
export function useEmails(page: number, status: EmailStatusFilter) {
  return useQuery(emailsQuery(page, status));
}
