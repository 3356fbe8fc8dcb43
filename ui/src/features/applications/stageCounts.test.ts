import { describe, expect, it } from 'vitest';
import { activeCount, countByStage } from './stageCounts';

describe('applications by stage', () => {
  it('counts each stage', () => {
    const counts = countByStage([
      { stage: 'applied' },
      { stage: 'interview' },
      { stage: 'interview' },
      { stage: 'withdrawn' },
    ]);
    expect(counts).toEqual({
      applied: 1,
      in_review: 0,
      interview: 2,
      accepted: 0,
      rejected: 0,
      withdrawn: 1,
    });
    expect(activeCount(counts)).toBe(3);
  });
  it('is all zeros for none', () => {
    expect(activeCount(countByStage([]))).toBe(0);
  });
});
