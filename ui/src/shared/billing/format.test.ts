import { describe, expect, it } from 'vitest';
import { formatDate, formatPence } from './format';

describe('formatPence', () => {
  it('shows whole pounds without decimals', () => {
    expect(formatPence(49000, 'gbp')).toBe('£490');
    expect(formatPence(4900, 'gbp')).toBe('£49');
    expect(formatPence(250000, 'gbp')).toBe('£2,500');
    expect(formatPence(0, 'gbp')).toBe('£0');
  });

  it('shows pence when there are some', () => {
    expect(formatPence(1050, 'gbp')).toBe('£10.50');
    expect(formatPence(99, 'GBP')).toBe('£0.99');
  });

  it('uses the currency it is given', () => {
    expect(formatPence(1000, 'usd')).toBe('US$10');
    expect(formatPence(1234, 'eur')).toBe('€12.34');
  });
});

describe('formatDate', () => {
  it('reads PocketBase and RFC 3339 dates', () => {
    expect(formatDate('2026-01-31 12:00:00.000Z')).toBe('31 January 2026');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 March 2026');
  });

  it('answers "" for no date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
