import { useChangeThenRefresh } from '@/shared/api/refreshingMutations';
import { applicationKeys, opportunityKeys } from '@/shared/api/opportunityKeys';
import type { Application } from '@/shared/components/opportunity/model';
import { pb } from '@/shared/pb';

export interface ApplyInput {
  opportunity: string;
  note: string;
}

/** Applies to an opportunity with a short note; the server sets everything else. */
export function applyToOpportunity({ opportunity, note }: ApplyInput): Promise<Application> {
  return pb.collection('applications').create<Application>({ opportunity, note: note.trim() });
}

export function useApply() {
  return useChangeThenRefresh(applyToOpportunity, [opportunityKeys.all, applicationKeys.all]);
}
