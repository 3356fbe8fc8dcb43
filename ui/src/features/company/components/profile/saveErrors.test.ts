import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { splitSaveError, SUBMIT_FAILED } from './saveErrors';

const failure = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: '/api/x', status, response });

const isField = (k: string) => k === 'city' || k.startsWith('social_links');

describe('splitSaveError', () => {
  it('puts field errors under their fields, nested keys included', () => {
    const err = failure(400, {
      message: 'Please fix the highlighted fields.',
      data: {
        city: { code: 'validation_required', message: 'Please enter your city.' },
        'social_links.1.url': {
          code: 'validation_invalid_url',
          message: 'Please enter a valid URL',
        },
      },
    });
    expect(splitSaveError(err, isField)).toEqual({
      fields: {
        city: 'Please enter your city.',
        'social_links.1.url': 'Please enter a valid URL',
      },
      general: null,
    });
  });

  it("shows the server's words for a refusal without fields", () => {
    const err = failure(400, { message: 'Please complete the previous steps first.', data: {} });
    expect(splitSaveError(err, isField).general).toBe('Please complete the previous steps first.');
  });

  it('falls back to the spec message for unknown fields and server failures', () => {
    const unknown = failure(400, { message: 'x', data: { other: { message: 'Bad.' } } });
    expect(splitSaveError(unknown, isField)).toEqual({ fields: {}, general: SUBMIT_FAILED });
    expect(splitSaveError(failure(500, { message: 'boom' }), isField).general).toBe(SUBMIT_FAILED);
    expect(splitSaveError(new Error('offline'), isField).general).toBe(SUBMIT_FAILED);
  });

  it('leaves a 401 to the session-expired modal', () => {
    expect(splitSaveError(failure(401, { message: 'no' }), isField).general).toBeNull();
  });
});
