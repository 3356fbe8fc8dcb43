import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscriptionStatus';

describe('subscriptionStatus', () => {
  it('names each status once, for the company and the system area alike', () => {
    expect(subscriptionStatus('active')).toEqual({ label: 'Active', color: 'green.6' });
    expect(subscriptionStatus('free').label).toBe('Active (no charge)');
    expect(subscriptionStatus('past_due')).toEqual({ label: 'Past due', color: 'orange.6' });
    expect(subscriptionStatus('incomplete').label).toBe('Payment pending');
    expect(subscriptionStatus('canceled')).toEqual({ label: 'Canceled', color: 'red.9' });
  });

  it('says "No plan" without a status and humanises one it does not know', () => {
    expect(subscriptionStatus('').label).toBe('No plan');
    expect(subscriptionStatus('something_new')).toEqual({
      label: 'Something new',
      color: 'gray.7',
    });
  });
});
