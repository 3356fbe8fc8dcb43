import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { cleanParams, systemKey, type SystemEmail, type SystemPage } from './types';

/** '' lists both failed and waiting emails. */
export type EmailStatusFilter = '' | 'failed' | 'pending';

export function fetchEmails(page: number, status: EmailStatusFilter, signal?: AbortSignal) {
  return pb.send<SystemPage<SystemEmail>>('/api/system/emails', {
    method: 'GET',
    query: cleanParams({ page, perPage: 10, status }),
    signal,
  });
}

export const emailsQuery = (page: number, status: EmailStatusFilter) =>
  queryOptions({
    queryKey: [...systemKey, 'emails', page, status],
    queryFn: ({ signal }) => fetchEmails(page, status, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** A page of the emails not delivered yet, failed ones first. */
export function useEmails(page: number, status: EmailStatusFilter) {
  return useQuery(emailsQuery(page, status));
}
