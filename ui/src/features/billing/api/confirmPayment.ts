import { useChangeStoringAnswer } from '@/shared/api/refreshingMutations';
import { pb } from '@/shared/pb';
import { ENTITLED, type BillingSubscription } from './billingTypes';
import { fetchSubscription, subscriptionKey } from './subscription';

/**
 * After Stripe.js confirmed the payment: the server reads the subscription
 * back from Stripe and answers as GET /api/billing/subscription.
 */
export function confirmPayment(): Promise<BillingSubscription> {
  return pb.send<BillingSubscription>('/api/billing/confirm', { method: 'POST' });
}

export function useConfirmPayment() {
  return useChangeStoringAnswer(confirmPayment, subscriptionKey);
}

/** Where a paid subscription stands: in force, still waiting for Stripe, or not going to be. */
export function activationOf(data: BillingSubscription | null): 'active' | 'pending' | 'failed' {
  const status = data?.subscription?.status;
  if (!status || status === 'incomplete') return 'pending';
  return ENTITLED.includes(status) ? 'active' : 'failed';
}

export interface WaitForActivationOptions {
  /** How many times to ask; with the interval, about 30 seconds. */
  attempts?: number;
  intervalMs?: number;
  /** Called after each attempt, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  fetch?: () => Promise<BillingSubscription>;
  sleep?: (ms: number) => Promise<void>;
}

export interface ActivationResult {
  state: 'active' | 'pending' | 'failed';
  data: BillingSubscription | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the subscription until Stripe's webhook (or a later confirm) has
 * marked the first payment: the payment may succeed in the browser before
 * Stripe's invoice says so. Failed reads are retried; the last answer is kept.
 */
export async function waitForActivation({
  attempts = 15,
  intervalMs = 2000,
  onProgress,
  signal,
  fetch = fetchSubscription,
  sleep = wait,
}: WaitForActivationOptions = {}): Promise<ActivationResult> {
  let data: BillingSubscription | null = null;
  for (let i = 1; i <= attempts; i++) {
    await sleep(intervalMs);
    if (signal?.aborted) break;
    try {
      data = await fetch();
    } catch {
      // A failed read is not the payment's answer: ask again.
    }
    onProgress?.(i, attempts);
    const state = activationOf(data);
    if (state !== 'pending') return { state, data };
  }
  return { state: 'pending', data };
}
