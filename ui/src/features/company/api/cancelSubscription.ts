import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { BillingSubscription } from './billingTypes';
import { subscriptionKey } from './subscription';

/** Ends a paid plan at the end of its period; a plan without charge ends at once. */
export function cancelSubscription(): Promise<BillingSubscription> {
  return pb.send<BillingSubscription>('/api/billing/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (data) => client.setQueryData(subscriptionKey, data),
  });
}
