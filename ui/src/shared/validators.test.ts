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
  it('scores an empty password 0', () => {
    expect(passwordStrength('')).toBe(0);
  });

  it('gives nothing for length alone', () => {
    expect(passwordStrength('abcdefghijklmnopqrstuvwxyz')).toBe(0);
  });

  it('gives one point for a digit only', () => {
    expect(passwordStrength('abcdefg1')).toBe(1);
    expect(passwordStrength('12345678')).toBe(1);
  });

  it('gives one point for mixed case only', () => {
    expect(passwordStrength('abcdEFGH')).toBe(1);
  });

  it('needs both cases for the case point', () => {
    expect(passwordStrength('ABCDEFGH')).toBe(0);
  });

  it('gives one point for a symbol only', () => {
    expect(passwordStrength('abcdefg!')).toBe(1);
    expect(passwordStrength('abc defg')).toBe(1);
  });

  it('gives two points for two rules', () => {
    expect(passwordStrength('abcdefg1!')).toBe(2);
  });

  it('gives three points when all rules hold', () => {
    expect(passwordStrength('Str0ng!pass')).toBe(3);
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
