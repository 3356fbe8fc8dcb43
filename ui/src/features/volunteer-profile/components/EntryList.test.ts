import { describe, expect, it } from 'vitest';
import { entryErrors } from './EntryList';

describe('entryErrors', () => {
  it('keeps the first error of each entry by its index', () => {
    const errors = entryErrors(
      {
        'educations.1.end_year': 'a',
        'educations.1.start_year': 'b',
        'educations.0': 'c',
        educations: 'd',
        'experiences.2.role': 'e',
      },
      'educations',
    );
    expect([...errors.entries()]).toEqual([
      [1, 'a'],
      [0, 'c'],
    ]);
  });
});
