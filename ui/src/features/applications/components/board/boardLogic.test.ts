import { describe, expect, it } from 'vitest';
import type { Application, ApplicationStage } from '@/shared/components/opportunity/model';
import {
  BOARD_STAGES,
  canDrop,
  columnsOf,
  daysInStage,
  dropTargets,
  matchingSkills,
  stageList,
} from './boardLogic';

const app = (id: string, stage: ApplicationStage, history: Application['history'] = null) =>
  ({ id, stage, history, created: '2026-03-01 10:00:00.000Z' }) as Application;

describe('canDrop', () => {
  const allowed: Record<ApplicationStage, ApplicationStage[]> = {
    applied: ['in_review', 'rejected'],
    in_review: ['interview', 'rejected'],
    interview: ['accepted', 'rejected'],
    accepted: [],
    rejected: [],
    withdrawn: [],
  };

  it('accepts exactly the company moves the table offers', () => {
    for (const from of BOARD_STAGES) {
      for (const to of BOARD_STAGES) {
        expect(canDrop(from, to), `${from} → ${to}`).toBe(allowed[from].includes(to));
      }
    }
  });

  it('never accepts a drop on the card’s own column or on Withdrawn', () => {
    for (const s of BOARD_STAGES) {
      expect(canDrop(s, s)).toBe(false);
      expect(canDrop(s, 'withdrawn')).toBe(false);
    }
  });

  it('lists the targets', () => {
    expect(dropTargets('applied')).toEqual(['in_review', 'rejected']);
    expect(dropTargets('withdrawn')).toEqual([]);
    expect(stageList(dropTargets('applied'))).toBe('In Review or Rejected');
    expect(stageList(['accepted', 'interview', 'rejected'])).toBe(
      'Accepted, Interview or Rejected',
    );
    expect(stageList([])).toBe('');
  });
});

describe('columnsOf', () => {
  it('puts each application in its stage’s column, keeping the order', () => {
    const cols = columnsOf([app('a', 'applied'), app('b', 'in_review'), app('c', 'applied')]);
    expect(cols.applied.map((a) => a.id)).toEqual(['a', 'c']);
    expect(cols.in_review.map((a) => a.id)).toEqual(['b']);
    expect(cols.withdrawn).toEqual([]);
  });
});

describe('daysInStage', () => {
  it('counts from the last move', () => {
    const a = app('a', 'in_review', [
      { stage: 'applied', at: '2026-03-01T10:00:00.000Z' },
      { stage: 'in_review', at: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(daysInStage(a, new Date('2026-03-08T11:00:00Z'))).toBe(3);
  });
  it('counts from the application without a history', () => {
    expect(daysInStage(app('a', 'applied'), new Date('2026-03-10T10:00:00Z'))).toBe(9);
  });
});

describe('matchingSkills', () => {
  it('keeps the applicant’s skills the opportunity asks for, without case', () => {
    expect(matchingSkills(['Go', 'react', 'Figma'], ['React', 'go ', 'SQL'])).toEqual([
      'Go',
      'react',
    ]);
    expect(matchingSkills(null, ['Go'])).toEqual([]);
  });
});
