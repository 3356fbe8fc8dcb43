import { describe, expect, it } from 'vitest';
import { averageLabel, reviewDeadline, reviewWindowClosed, starsLabel } from './model';

describe('review texts and windows', () => {
  it('labels stars and averages for screen readers', () => {
    expect(starsLabel(4)).toBe('4 out of 5 stars');
    expect(averageLabel(4, 1)).toBe('4.0 out of 5 from 1 review');
    expect(averageLabel(4.5, 3)).toBe('4.5 out of 5 from 3 reviews');
  });

  it('closes the window 30 days after the completion', () => {
    expect(reviewDeadline('2026-01-01 10:00:00.000Z')?.toISOString()).toBe(
      '2026-01-31T10:00:00.000Z',
    );
    expect(reviewDeadline('')).toBeNull();
    expect(reviewWindowClosed('2000-01-01 00:00:00.000Z')).toBe(true);
    expect(reviewWindowClosed(new Date().toISOString())).toBe(false);
    expect(reviewWindowClosed('')).toBe(false);
  });
});
