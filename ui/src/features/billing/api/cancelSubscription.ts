import { useChangeStoringAnswer } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import type { BillingSubscription } from './billingTypes';
import { subscriptionKey } from './subscription';

/** Ends a paid plan at the end of its period; a plan without charge ends at once. */
export function cancelSubscription(): Promise<BillingSubscription> {
  return pb.send<BillingSubscription>('/api/billing/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  return useChangeStoringAnswer(cancelSubscription, subscriptionKey);
}
