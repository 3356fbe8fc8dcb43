import { useChangeStoringAnswer } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import type { BillingSubscription } from './billingTypes';
import { subscriptionKey } from './subscription';

/** Undoes a cancellation that has not taken effect yet. */
export function resumeSubscription(): Promise<BillingSubscription> {
  return pb.send<BillingSubscription>('/api/billing/resume', { method: 'POST' });
}

export function useResumeSubscription() {
  return useChangeStoringAnswer(resumeSubscription, subscriptionKey);
}
