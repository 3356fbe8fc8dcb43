import { describe, expect, it } from 'vitest';
import {
  closedUnanswered,
  closesText,
  allowedMoves,
  canWithdraw,
  daysToGo,
  daysToGoText,
  historyOf,
  isOpenForApplications,
  locationText,
  parseDate,
  volunteerDays,
} from './model';

const now = new Date('2026-03-10T12:00:00Z');

describe('volunteer days', () => {
  it('is the duration in months times 20', () => {
    expect(volunteerDays(1)).toBe(20);
    expect(volunteerDays(6)).toBe(120);
    expect(volunteerDays(24)).toBe(480);
  });
  it('is 0 for no duration', () => {
    expect(volunteerDays(0)).toBe(0);
    expect(volunteerDays(Number.NaN)).toBe(0);
  });
});

describe('days to go', () => {
  it('counts a part day as a day', () => {
    expect(daysToGo('2026-03-10 23:59:59.000Z', now)).toBe(1);
    expect(daysToGo('2026-03-11 12:00:00.000Z', now)).toBe(1);
    expect(daysToGo('2026-03-11 12:00:01.000Z', now)).toBe(2);
    expect(daysToGo('2026-04-09T12:00:00Z', now)).toBe(30);
  });
  it('is 0 once expired and null without a date', () => {
    expect(daysToGo('2026-03-10 12:00:00.000Z', now)).toBe(0);
    expect(daysToGo('2025-01-01 00:00:00.000Z', now)).toBe(0);
    expect(daysToGo('', now)).toBeNull();
    expect(daysToGo('not a date', now)).toBeNull();
  });
  it('says it in words', () => {
    expect(daysToGoText('2026-03-11 00:00:00.000Z', now)).toBe('1 day to go');
    expect(daysToGoText('2026-03-15 12:00:00.000Z', now)).toBe('5 days to go');
    expect(daysToGoText('2026-03-01 00:00:00.000Z', now)).toBe('Expired');
  });
  it('reads PocketBase and ISO dates alike', () => {
    expect(parseDate('2026-03-10 12:00:00.000Z')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(parseDate('2026-03-10T12:00:00Z')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('open for applications', () => {
  it('needs Open and a future expiry', () => {
    const future = '2026-04-01 00:00:00.000Z';
    expect(isOpenForApplications({ status: 'open', expires_at: future }, now)).toBe(true);
    expect(isOpenForApplications({ status: 'hold', expires_at: future }, now)).toBe(false);
    expect(
      isOpenForApplications({ status: 'open', expires_at: '2026-03-01 00:00:00.000Z' }, now),
    ).toBe(false);
  });
});

describe('allowed stage moves', () => {
  const targets = (stage: Parameters<typeof allowedMoves>[0], role: 'company' | 'volunteer') =>
    allowedMoves(stage, role).map((m) => m.to);

  it('lets a company move one step forward or reject', () => {
    expect(targets('applied', 'company')).toEqual(['in_review', 'rejected']);
    expect(targets('in_review', 'company')).toEqual(['interview', 'rejected']);
    expect(targets('interview', 'company')).toEqual(['accepted', 'rejected']);
    expect(allowedMoves('applied', 'company')[0]?.label).toBe('Move to In Review');
  });
  it('offers nothing after a decision or a withdrawal', () => {
    for (const stage of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(targets(stage, 'company')).toEqual([]);
      expect(targets(stage, 'volunteer')).toEqual([]);
    }
  });
  it('lets a volunteer withdraw until the company decided', () => {
    expect(targets('applied', 'volunteer')).toEqual(['withdrawn']);
    expect(targets('interview', 'volunteer')).toEqual(['withdrawn']);
    expect(canWithdraw('accepted')).toBe(false);
  });
  it('offers nothing to other roles', () => {
    expect(allowedMoves('applied', 'superadmin')).toEqual([]);
    expect(allowedMoves('applied', 'guest')).toEqual([]);
  });
});

describe('texts', () => {
  it('names the location', () => {
    expect(locationText({ remote: true, city: 'Leeds', country_name: 'UK' })).toBe('Remote');
    expect(locationText({ remote: false, city: 'Leeds', country_name: 'UK' })).toBe('Leeds, UK');
    expect(locationText({ remote: false, city: '', country_name: '' })).toBe('');
  });
  it('falls back to the current stage for an application without history', () => {
    expect(historyOf({ history: null, stage: 'applied', created: 'x' })).toEqual([
      { stage: 'applied', at: 'x' },
    ]);
  });
});

describe('closesText and closedUnanswered', () => {
  it('says when an unanswered application closes, and recognises one closed that way', () => {
    expect(closesText({ closes_at: '2026-03-03 12:00:00.000Z' })).toMatch(
      /^Closes on \d+ Mar 2026 without an answer$/,
    );
    expect(closesText({ closes_at: '' })).toBeNull();
    expect(closedUnanswered({ stage: 'rejected', closed_reason: 'no_response' })).toBe(true);
    expect(closedUnanswered({ stage: 'rejected', closed_reason: '' })).toBe(false);
  });
});
