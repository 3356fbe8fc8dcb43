import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { entryErrors } from './EntryList';
import { SAVE_FAILED, splitSaveError } from './saveErrors';

const failure = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ status, response, url: '/api/volunteer/education' });

describe('splitSaveError', () => {
  it('puts field errors under their fields', () => {
    const err = failure(400, {
      message: 'Please fix the highlighted fields.',
      data: { 'educations.1.end_year': { code: 'x', message: 'End year is required.' } },
    });
    expect(splitSaveError(err, (k) => k.startsWith('educations.'))).toEqual({
      fields: { 'educations.1.end_year': 'End year is required.' },
      general: null,
    });
  });

  it("shows the server's words for a refusal without fields", () => {
    const err = failure(400, { message: 'Please complete the previous steps first.', data: {} });
    expect(splitSaveError(err, () => true).general).toBe(
      'Please complete the previous steps first.',
    );
  });

  it('shows nothing for a 401: the Unauthenticated modal opens instead', () => {
    expect(splitSaveError(failure(401, { message: 'x', data: {} }), () => true).general).toBeNull();
  });

  it('says "Failed to save. Please try again." otherwise', () => {
    expect(splitSaveError(failure(500, { message: 'boom', data: {} }), () => true).general).toBe(
      SAVE_FAILED,
    );
    expect(splitSaveError(new Error('x'), () => true).general).toBe(
      'Failed to save. Please try again.',
    );
  });
});

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
