import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { BillingSubscription } from './billingTypes';

export const subscriptionKey = ['billing', 'subscription'] as const;

export function fetchSubscription(): Promise<BillingSubscription> {
  return pb.send<BillingSubscription>('/api/billing/subscription', { method: 'GET' });
}

export const subscriptionQuery = queryOptions({
  queryKey: subscriptionKey,
  queryFn: fetchSubscription,
});

/** The company's plan, its status and its latest invoices. */
export function useSubscription() {
  return useQuery(subscriptionQuery);
}
