import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import { queryKeys } from './types';

export type ReportStatus = 'open' | 'dismissed' | 'suspended';

export interface ReportedMessage {
  id: string;
  sender_name: string;
  body: string;
  attachment: string;
  created: string;
}

export interface Report {
  id: string;
  status: ReportStatus;
  reason: string;
  created: string;
  reporter_name: string;
  reported: { id: string; name: string; username: string; role: string; suspended: boolean };
  messages: ReportedMessage[];
}

export interface ReportPage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Report[];
}

export function fetchReports(status: ReportStatus, page: number): Promise<ReportPage> {
  return pb.send<ReportPage>('/api/system/messages/reports', { query: { status, page } });
}

export const reportsQuery = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: queryKeys.reports(status, page),
    queryFn: () => fetchReports(status, page),
  });

export function useReports(status: ReportStatus, page: number) {
  return useQuery(reportsQuery(status, page));
}

export type ModerationAction = 'dismiss' | 'suspend' | 'restore';

/** Dismisses a report, suspends the reported account, or restores it. */
export function moderate(action: ModerationAction, report: Report): Promise<unknown> {
  const path =
    action === 'restore'
      ? `/api/system/messages/users/${encodeURIComponent(report.reported.id)}/restore`
      : `/api/system/messages/reports/${encodeURIComponent(report.id)}/${action}`;
  return pb.send(path, { method: 'POST' });
}

export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, report }: { action: ModerationAction; report: Report }) =>
      moderate(action, report),
    onSettled: () => void client.invalidateQueries({ queryKey: ['messages', 'reports'] }),
  });
}
