import { describe, expect, it } from 'vitest';
import { historyLine } from './model';
import type { ScopeVersion } from './api/scope';

const version = (over: Partial<ScopeVersion>): ScopeVersion => ({
  version: 2,
  status: 'agreed',
  goal: 'g',
  hours_per_week: 5,
  milestones: [],
  proposed_side: 'company',
  comment: '',
  answer_comment: '',
  created: '2026-12-01T10:00:00Z',
  answered_at: '2026-12-03T09:00:00Z',
  changes: ['milestone 2 moved to 2026-12-20'],
  ...over,
});

describe('historyLine', () => {
  it('says when a version was agreed and what it changed, dates in words', () => {
    expect(historyLine(version({}))).toBe(
      'Scope v2 agreed on 3 Dec 2026: milestone 2 moved to 20 Dec 2026',
    );
  });
  it('dates an unanswered proposal by its creation', () => {
    expect(
      historyLine(version({ version: 1, status: 'proposed', answered_at: '', changes: [] })),
    ).toBe('Scope v1 proposed on 1 Dec 2026');
  });
  it('names a request for changes', () => {
    expect(historyLine(version({ status: 'change_requested', changes: [] }))).toBe(
      'Scope v2 sent back with changes asked on 3 Dec 2026',
    );
  });
});
