import { describe, expect, it } from 'vitest';
import {
  isStrongEnough,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  passwordStrength,
  strengthColors,
} from './validators';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z', '  ana@example.com  '])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing @', 'ana.example.com'],
    ['missing dot', 'ana@example'],
    ['space in the local part', 'an a@example.com'],
    ['space in the domain', 'ana@exa mple.com'],
    ['nothing before @', '@example.com'],
    ['nothing after the dot', 'ana@example.'],
  ])('rejects %s', (_case, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['scores an empty password 0', '', 0],
    ['gives nothing for length alone', 'abcdefghijklmnopqrstuvwxyz', 0],
    ['gives one point for a digit only', 'abcdefg1', 1],
    ['gives one point for digits only', '12345678', 1],
    ['gives one point for mixed case only', 'abcdEFGH', 1],
    ['needs both cases for the case point', 'ABCDEFGH', 0],
    ['gives one point for a symbol only', 'abcdefg!', 1],
    ['counts a space as a symbol', 'abc defg', 1],
    ['gives two points for two rules', 'abcdefg1!', 2],
    ['gives three points when all rules hold', 'Str0ng!pass', 3],
  ])('%s', (_case, password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('has a colour for every score', () => {
    expect(strengthColors).toEqual(['gray', 'orange', 'yellow', 'green']);
  });
});

describe('isStrongEnough', () => {
  it('needs at least 8 characters after trimming', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(isStrongEnough('1234567')).toBe(false);
    expect(isStrongEnough('12345678')).toBe(true);
    expect(isStrongEnough('  1234567  ')).toBe(false);
  });
});
