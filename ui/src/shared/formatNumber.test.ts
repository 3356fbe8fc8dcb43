import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('writes whole numbers as en-GB does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4321]) {
      expect(formatNumber(n)).toBe(n.toLocaleString('en-GB'));
    }
  });

  it('keeps at most the digits asked for after the point, as en-GB does', () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
    for (const n of [0, 2.5, 2.25, 2.04, 3.96, 1234.5, 98765.43, 12.0, 0.05, 7]) {
      expect(formatNumber(n, 1)).toBe(intl.format(n));
    }
  });
});
