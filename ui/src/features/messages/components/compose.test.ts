import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE, MAX_BODY, pasteOverflows, sendError, TOO_LONG_PASTE } from './compose';

describe('sendError', () => {
  it('refuses a message of only spaces and line breaks, with a reason', () => {
    expect(sendError('   \n  ', false)).toBe(EMPTY_MESSAGE);
    expect(sendError('', false)).toBe(EMPTY_MESSAGE);
  });
  it('accepts text, or spaces with a file', () => {
    expect(sendError(' hi ', false)).toBeNull();
    expect(sendError('  ', true)).toBeNull();
  });
});

describe('pasteOverflows', () => {
  it('tells when a paste goes past the limit', () => {
    expect(pasteOverflows('', 0, 0, 'x'.repeat(MAX_BODY + 1))).toBe(true);
    expect(pasteOverflows('abc', 3, 3, 'x'.repeat(MAX_BODY - 2))).toBe(true);
  });
  it('counts the selected text the paste replaces', () => {
    expect(pasteOverflows('abc', 0, 3, 'x'.repeat(MAX_BODY))).toBe(false);
    expect(pasteOverflows('abc', 3, 3, 'x'.repeat(MAX_BODY - 3))).toBe(false);
  });
  it('names the limit', () => {
    expect(TOO_LONG_PASTE).toContain('4,000 characters');
  });
});
