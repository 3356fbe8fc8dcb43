import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
import { engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The volunteer marks the engagement finished; the company then confirms it. */
export function finishEngagement(id: string): Promise<Engagement> {
  return pb.send<Engagement>(`/api/engagements/${encodeURIComponent(id)}/finish`, {
    method: 'POST',
  });
}

export function useFinishEngagement() {
  return useChangeThenRefresh(finishEngagement, [engagementKeys.all]);
}
