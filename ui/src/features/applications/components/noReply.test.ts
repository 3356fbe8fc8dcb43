import { describe, expect, it } from 'vitest';
import type { Application } from '@/shared/components/opportunity/model';
import { noReplyText } from './ApplicationCard';

const now = new Date('2026-03-10T12:00:00Z');
const app = (stage: Application['stage'], first_action_at = '') =>
  ({ stage, first_action_at, created: '2026-03-01 11:00:00.000Z' }) as Application;

describe('noReplyText', () => {
  it('counts the days without a reply', () => {
    expect(noReplyText(app('applied'), now)).toBe('No reply yet · 9 days');
    expect(noReplyText(app('applied'), new Date('2026-03-02T12:00:00Z'))).toBe(
      'No reply yet · 1 day',
    );
    expect(noReplyText(app('applied'), new Date('2026-03-01T12:00:00Z'))).toBe('No reply yet');
  });
  it('says nothing once the company acted', () => {
    expect(noReplyText(app('applied', '2026-03-02 10:00:00.000Z'), now)).toBeNull();
    expect(noReplyText(app('in_review'), now)).toBeNull();
    expect(noReplyText(app('withdrawn'), now)).toBeNull();
  });
});
