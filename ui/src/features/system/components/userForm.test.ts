import { describe, expect, it } from 'vitest';
import { validateUser } from './UserFormModal';
import { pageWithin } from './useListControls';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada.l',
  email: 'ada@example.test',
  role: 'volunteer' as const,
};

describe('validateUser', () => {
  it('accepts a complete user', () => {
    expect(validateUser(valid)).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(
      validateUser({ first_name: ' ', last_name: '', username: 'a', email: 'nope', role: null }),
    ).toEqual({
      first_name: 'Please enter a first name.',
      last_name: 'Please enter a last name.',
      username: 'Username must be 3 to 30 characters long.',
      email: 'Please enter a valid email address.',
      role: 'Please choose a role.',
    });
  });

  it('refuses usernames with other characters and names over 50 characters', () => {
    expect(validateUser({ ...valid, username: '-ada' }).username).toMatch(/^Use letters/);
    expect(validateUser({ ...valid, username: 'ada lovelace' }).username).toMatch(/^Use letters/);
    expect(validateUser({ ...valid, first_name: 'a'.repeat(51) }).first_name).toBe(
      'At most 50 characters.',
    );
  });
});

describe('pageWithin', () => {
  it('keeps a page that still exists', () => {
    expect(pageWithin(2, 3)).toBe(2);
    expect(pageWithin(3, 3)).toBe(3);
  });

  it('goes back to the last page when the list shrank', () => {
    expect(pageWithin(3, 2)).toBe(2);
  });

  it('keeps the page while nothing is known or the list is empty', () => {
    expect(pageWithin(2, undefined)).toBe(2);
    expect(pageWithin(1, 0)).toBe(1);
  });
});
