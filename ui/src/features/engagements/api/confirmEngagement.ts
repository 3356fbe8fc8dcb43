import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
import { certificateKeys, engagementKeys } from '@/shared/engagements/keys';
import type { Engagement } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** The company confirms the engagement is finished: it completes (with a certificate for approved hours). */
export function confirmEngagement(id: string): Promise<Engagement> {
  return pb.send<Engagement>(`/api/engagements/${encodeURIComponent(id)}/finish`, {
    method: 'POST',
  });
}

export function useConfirmEngagement() {
  return useChangeThenRefresh(confirmEngagement, [engagementKeys.all, certificateKeys.all]);
}
