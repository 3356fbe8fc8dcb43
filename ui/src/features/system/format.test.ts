import { describe, expect, it } from 'vitest';
import {
  filterByName,
  formatChange,
  formatDate,
  formatMoney,
  isFailedStatus,
  monthLabel,
  plural,
  roleLabel,
  userProfilePath,
} from './format';

describe('userProfilePath', () => {
  it('links companies and volunteers to their public pages', () => {
    expect(userProfilePath('company', 'acme')).toBe('/company/acme');
    expect(userProfilePath('volunteer', 'vic.t')).toBe('/volunteer/vic.t');
  });

  it('gives a superadmin (or an empty username) no public page', () => {
    expect(userProfilePath('superadmin', 'root')).toBeNull();
    expect(userProfilePath('volunteer', '')).toBeNull();
  });

  it('encodes the username', () => {
    expect(userProfilePath('company', 'a b')).toBe('/company/a%20b');
  });
});

describe('formatChange', () => {
  it.each([
    [2.45, '+2.45%', 'up'],
    [-2.45, '-2.45%', 'down'],
    [12.3456, '+12.35%', 'up'],
    [0, '0%', 'flat'],
    [0.001, '0%', 'flat'],
    [1500, '+1,500%', 'up'],
  ] as const)('%s → %s', (value, text, direction) => {
    expect(formatChange(value)).toEqual({ text, direction });
  });

  it('says nothing when there is nothing to compare with', () => {
    expect(formatChange(null)).toEqual({ text: '', direction: 'none' });
    expect(formatChange(undefined)).toEqual({ text: '', direction: 'none' });
    expect(formatChange(Number.NaN)).toEqual({ text: '', direction: 'none' });
  });
});

describe('formatMoney', () => {
  it('shows whole pounds without decimals and others with two', () => {
    expect(formatMoney(640)).toBe('£640');
    expect(formatMoney(8.25)).toBe('£8.25');
    expect(formatMoney(40.8333)).toBe('£40.83');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0');
  });

  it('uses the currency it is given', () => {
    expect(formatMoney(10, 'usd')).toBe('US$10');
  });
});

describe('dates and months', () => {
  it('formats PocketBase and ISO dates, and nothing for bad input', () => {
    expect(formatDate('2026-01-31 12:00:00.000Z')).toBe('31 Jan 2026');
    expect(formatDate('2026-01-31T12:00:00Z')).toBe('31 Jan 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('');
  });

  it('names a month', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('later')).toBe('later');
  });
});

describe('status labels', () => {
  it('knows which statuses are failed payments', () => {
    expect(['past_due', 'unpaid', 'incomplete_expired'].every(isFailedStatus)).toBe(true);
    expect(['active', 'trialing', 'canceled', 'free', ''].some(isFailedStatus)).toBe(false);
  });

  it('names roles', () => {
    expect(roleLabel('company')).toBe('Company');
    expect(roleLabel('superadmin')).toBe('Superadmin');
  });

  it('counts', () => {
    expect(plural(1, 'volunteer')).toBe('1 volunteer');
    expect(plural(3, 'volunteer')).toBe('3 volunteers');
    expect(plural(2, 'opportunity', 'opportunities')).toBe('2 opportunities');
  });
});

describe('filterByName', () => {
  const items = [{ name: 'Data Science' }, { name: 'Design' }, { name: 'Marketing' }];

  it('keeps names holding the search, ignoring case and spaces around it', () => {
    expect(filterByName(items, ' de ')).toEqual([{ name: 'Design' }]);
    expect(filterByName(items, 'SCI')).toEqual([{ name: 'Data Science' }]);
  });

  it('keeps everything for an empty search', () => {
    expect(filterByName(items, '  ')).toBe(items);
  });
});
