import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { systemKey, type SmtpTest } from './types';

export function fetchTestEmail(id: string, signal?: AbortSignal) {
  return pb.send<SmtpTest>(`/api/system/smtp/test/${encodeURIComponent(id)}`, {
    method: 'GET',
    signal,
  });
}

/** Settled: delivered, given up, or an attempt failed (its error is worth showing at once). */
export function testEmailSettled(t: SmtpTest | undefined): boolean {
  return !!t && (t.status !== 'pending' || t.attempts > 0);
}

export const testEmailQuery = (id: string) =>
  queryOptions({
    queryKey: [...systemKey, 'smtp-test', id],
    queryFn: ({ signal }) => fetchTestEmail(id, signal),
    // The outbox sends right after the request's commit: ask every second until it settles.
    refetchInterval: (q) => (testEmailSettled(q.state.data) ? false : 1000),
  });

/** Follows a test email's delivery; id null while none was sent. */
export function useTestEmail(id: string | null) {
  return useQuery({ ...testEmailQuery(id ?? ''), enabled: id !== null });
}
