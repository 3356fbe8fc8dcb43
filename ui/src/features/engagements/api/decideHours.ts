import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
import { engagementKeys } from '@/shared/engagements/keys';
import type { HourEntry } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

export type DecideInput =
  { id: string; approve: true } | { id: string; approve: false; reason: string };

/** Approves logged time, or rejects it with a reason the volunteer reads. */
export function decideHours(input: DecideInput): Promise<HourEntry> {
  const id = encodeURIComponent(input.id);
  if (input.approve) {
    return pb.send<HourEntry>(`/api/engagements/hours/${id}/approve`, { method: 'POST' });
  }
  return pb.send<HourEntry>(`/api/engagements/hours/${id}/reject`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useDecideHours() {
  return useChangeThenRefresh(decideHours, [engagementKeys.all]);
}
