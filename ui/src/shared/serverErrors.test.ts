import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { SERVER_FAULT } from './errors';
import { SAVE_FAILED, splitServerErrors, SUBMIT_FAILED } from './serverErrors';

const failure = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: '/api/x', status, response });

const isField = (k: string) => k === 'city' || k.startsWith('social_links');
const split = (err: unknown) => splitServerErrors(err, isField, { fallback: SUBMIT_FAILED });

describe('splitServerErrors', () => {
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
    expect(split(err)).toEqual({
      fields: {
        city: 'Please enter your city.',
        'social_links.1.url': 'Please enter a valid URL',
      },
      general: null,
    });
  });

  it('takes a list of field names and the form’s own wording for a field', () => {
    const err = failure(400, {
      message: 'Please fix the highlighted fields.',
      data: { oldPassword: { code: 'x', message: 'Invalid.' } },
    });
    expect(
      splitServerErrors(err, ['oldPassword', 'password'] as const, {
        fallback: SAVE_FAILED,
        overrides: { oldPassword: 'Your current password is not correct.' },
      }),
    ).toEqual({ fields: { oldPassword: 'Your current password is not correct.' }, general: null });
  });

  it("shows the server's words for a refusal without fields", () => {
    const err = failure(400, { message: 'Please complete the previous steps first.', data: {} });
    expect(split(err).general).toBe('Please complete the previous steps first.');
  });

  it('falls back to the form’s message for unknown fields; a server fault says it is ours', () => {
    const unknown = failure(400, { message: 'x', data: { other: { message: 'Bad.' } } });
    expect(split(unknown)).toEqual({ fields: {}, general: SUBMIT_FAILED });
    const mixed = failure(400, {
      message: 'x',
      data: { city: { message: 'City?' }, other: { message: 'Bad.' } },
    });
    expect(split(mixed)).toEqual({ fields: { city: 'City?' }, general: SUBMIT_FAILED });
    expect(split(failure(500, { message: 'boom' })).general).toBe(SERVER_FAULT);
    expect(split(new Error('offline')).general).toBe(SUBMIT_FAILED);
    expect(
      splitServerErrors(failure(500, { message: 'boom', data: {} }), () => true, {
        fallback: SAVE_FAILED,
      }).general,
    ).toBe(SERVER_FAULT);
  });

  it('says so when the server cannot be reached', () => {
    expect(split(failure(0, {})).general).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('leaves a 401 to the session-expired modal', () => {
    expect(split(failure(401, { message: 'no' })).general).toBeNull();
  });
});
