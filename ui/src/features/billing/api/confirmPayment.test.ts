import { describe, expect, it, vi } from 'vitest';
import type { BillingSubscription, SubscriptionStatus } from './billingTypes';
import { activationOf, waitForActivation } from './confirmPayment';

const answer = (status: SubscriptionStatus | null): BillingSubscription => ({
  configured: true,
  subscription: status
    ? {
        plan: 'essential',
        interval: 'year',
        status,
        current_period_end: '',
        cancel_at_period_end: false,
      }
    : null,
  plan: null,
  invoices: [],
});

const noSleep = () => Promise.resolve();

describe('activationOf', () => {
  it('reads the status of the subscription', () => {
    expect(activationOf(null)).toBe('pending');
    expect(activationOf(answer(null))).toBe('pending');
    expect(activationOf(answer('incomplete'))).toBe('pending');
    expect(activationOf(answer('active'))).toBe('active');
    expect(activationOf(answer('trialing'))).toBe('active');
    expect(activationOf(answer('incomplete_expired'))).toBe('failed');
    expect(activationOf(answer('canceled'))).toBe('failed');
  });
});

describe('waitForActivation', () => {
  it('asks every interval until the subscription is active', async () => {
    const fetch = vi
      .fn<() => Promise<BillingSubscription>>()
      .mockResolvedValueOnce(answer('incomplete'))
      .mockRejectedValueOnce(new Error('offline for a moment'))
      .mockResolvedValueOnce(answer('active'));
    const sleep = vi.fn(noSleep);
    const progress: number[] = [];
    const result = await waitForActivation({
      fetch,
      sleep,
      onProgress: (done) => progress.push(done),
    });
    expect(result.state).toBe('active');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(2000);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('gives up after the last attempt, still pending', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer('incomplete')));
    const result = await waitForActivation({ fetch, sleep: noSleep, attempts: 4 });
    expect(result).toEqual({ state: 'pending', data: answer('incomplete') });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops at once when the payment is not going to happen', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer('incomplete_expired')));
    const result = await waitForActivation({ fetch, sleep: noSleep });
    expect(result.state).toBe('failed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops asking when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn(() => Promise.resolve(answer('active')));
    const result = await waitForActivation({ fetch, sleep: noSleep, signal: controller.signal });
    expect(result.state).toBe('pending');
    expect(fetch).not.toHaveBeenCalled();
  });
});
