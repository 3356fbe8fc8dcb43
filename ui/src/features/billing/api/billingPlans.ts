import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';
import type { BillingPlans } from './billingTypes';

export function fetchBillingPlans(): Promise<BillingPlans> {
  return pb.send<BillingPlans>('/api/billing/plans', { method: 'GET' });
}

export const billingPlansQuery = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: fetchBillingPlans,
  staleTime: 10 * 60_000,
});

export function useBillingPlans() {
  return useQuery(billingPlansQuery);
}
