import { describe, expect, it } from 'vitest';
import { daysText, responseTimeText, wholeDaysSince } from './responseTime';

describe('responseTimeText', () => {
  it('says the company is new without a figure', () => {
    expect(responseTimeText(null)).toBe('New on Voluntech');
    expect(responseTimeText(undefined)).toBe('New on Voluntech');
  });
  it('says within a day up to 24 hours', () => {
    expect(responseTimeText({ median_hours: 0.5, applications: 5 })).toBe(
      'Usually responds within a day',
    );
    expect(responseTimeText({ median_hours: 23.9, applications: 9 })).toBe(
      'Usually responds within a day',
    );
  });
  it('rounds days up', () => {
    expect(responseTimeText({ median_hours: 24, applications: 5 })).toBe(
      'Usually responds within a day',
    );
    expect(responseTimeText({ median_hours: 25, applications: 5 })).toBe(
      'Usually responds within 2 days',
    );
    expect(responseTimeText({ median_hours: 48, applications: 5 })).toBe(
      'Usually responds within 2 days',
    );
  });
});

describe('wholeDaysSince', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts whole days', () => {
    expect(wholeDaysSince(new Date('2026-03-01T12:00:00Z'), now)).toBe(9);
    expect(wholeDaysSince(new Date('2026-03-10T01:00:00Z'), now)).toBe(0);
    expect(wholeDaysSince(null, now)).toBe(0);
  });
  it('writes days', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(9)).toBe('9 days');
  });
});
