import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { errorMessage, SERVER_FAULT, SERVER_UNAVAILABLE, TOO_MANY_ATTEMPTS } from './errors';

const err = (status: number, message = 'Server says') =>
  new ClientResponseError({ status, response: { message } });

describe('errorMessage', () => {
  it('says to wait after the rate limit', () => {
    expect(errorMessage(err(429, 'Too Many Requests.'))).toBe(TOO_MANY_ATTEMPTS);
  });
  it('says a 503 is the server, and to retry later', () => {
    expect(errorMessage(err(503))).toBe(SERVER_UNAVAILABLE);
  });
  it('says a 500 is the server', () => {
    expect(errorMessage(err(500))).toBe(SERVER_FAULT);
  });
  it("keeps the server's message for a client error", () => {
    expect(errorMessage(err(400, 'Please fix the highlighted fields.'))).toBe(
      'Please fix the highlighted fields.',
    );
  });
});
