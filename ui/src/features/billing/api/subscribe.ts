import { useChangeThenReload } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import type { BillingInterval, PlanId, SubscribeResult } from './billingTypes';
import { subscriptionKey } from './subscription';

export interface SubscribeInput {
  plan: PlanId;
  interval: BillingInterval;
}

/**
 * Starts or changes the company's plan. Without Stripe the plan is active at
 * once ("free"); with Stripe a first subscription answers "incomplete" with
 * the client secret of its first invoice, and a paid one changes its price.
 */
export function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
  return pb.send<SubscribeResult>('/api/billing/subscribe', { method: 'POST', body: input });
}

export function useSubscribe() {
  return useChangeThenReload(subscribe, subscriptionKey);
}
