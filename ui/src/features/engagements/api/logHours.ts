import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
import { engagementKeys } from '@/shared/engagements/keys';
import type { HourEntry } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

export interface LogHoursInput {
  engagementId: string;
  date: string;
  hours: number;
  description: string;
}

/** Logs time on the volunteer's engagement; it waits for the company's approval. */
export function logHours({ engagementId, ...body }: LogHoursInput): Promise<HourEntry> {
  return pb.send<HourEntry>(`/api/engagements/${encodeURIComponent(engagementId)}/hours`, {
    method: 'POST',
    body,
  });
}

export function useLogHours() {
  return useChangeThenRefresh(logHours, [engagementKeys.all]);
}
