import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import type { Opportunity } from '@/shared/components/opportunity/model';
import {
  cleanSkills,
  emptyValues,
  isPlanLimitError,
  toBody,
  validate,
  valuesOf,
  type OpportunityValues,
} from './formValues';

const now = new Date('2026-03-10T12:00:00Z');

const filled = (over: Partial<OpportunityValues> = {}): OpportunityValues => ({
  ...emptyValues(now),
  title: 'Build our website',
  category: 'cat1',
  city: 'Leeds',
  country: 'gb1',
  description: 'Line one\nLine two',
  ...over,
});

describe('opportunity form values', () => {
  it('starts as a 30-day draft', () => {
    expect(emptyValues(now)).toMatchObject({ status: 'draft', expires_at: '2026-04-09' });
  });

  it('sends trimmed text, clean skills and the end of the expiry day', () => {
    const body = toBody(filled({ title: ' Web ', skills: [' Go ', 'go', 'React'] }));
    expect(body).toMatchObject({
      title: 'Web',
      skills: ['Go', 'React'],
      expires_at: '2026-04-09 23:59:59.000Z',
      hours_per_day: 3,
      description: 'Line one\nLine two',
    });
  });

  it('drops the city and country of a remote opportunity', () => {
    expect(toBody(filled({ remote: true }))).toMatchObject({ remote: true, city: '', country: '' });
  });

  it('reads an opportunity back with its expiry day', () => {
    const o = {
      ...toBody(filled()),
      id: 'o1',
      expires_at: '2026-04-09 23:59:59.000Z',
      skills: null,
    } as unknown as Opportunity;
    expect(valuesOf(o)).toMatchObject({ expires_at: '2026-04-09', skills: [] });
  });

  it('dedupes skills case-insensitively', () => {
    expect(cleanSkills(['a', ' A', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('opportunity form checks', () => {
  it('passes a complete opportunity', () => {
    expect(validate(filled(), true, now)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const e = validate(
      filled({
        title: ' ',
        category: '',
        hours_per_day: 13,
        duration_months: '',
        city: '',
        description: '',
        skills: Array.from({ length: 11 }, (_, i) => `s${i}`),
        expires_at: '',
      }),
      true,
      now,
    );
    expect(Object.keys(e).sort()).toEqual([
      'category',
      'city',
      'description',
      'duration_months',
      'expires_at',
      'hours_per_day',
      'skills',
      'title',
    ]);
    expect(e.city).toBe('Enter a city or choose Remote.');
  });

  it('needs no city when remote', () => {
    expect(validate(filled({ remote: true, city: '' }), true, now)).toEqual({});
  });

  it('wants a future expiry only when asked', () => {
    const past = filled({ expires_at: '2026-03-09' });
    expect(validate(past, true, now).expires_at).toBe('The expiry date must be in the future.');
    expect(validate(past, false, now).expires_at).toBeUndefined();
    // Today still counts: the opportunity is open until the end of the day.
    expect(validate(filled({ expires_at: '2026-03-10' }), true, now)).toEqual({});
  });
});

describe('plan limit error', () => {
  it('is told by the code on status', () => {
    const err = new ClientResponseError({
      status: 400,
      response: {
        message: 'Failed.',
        data: { status: { code: 'validation_plan_limit', message: 'Your Starter plan…' } },
      },
    });
    expect(isPlanLimitError(err)).toBe(true);
    expect(isPlanLimitError(new Error('x'))).toBe(false);
  });
});
