import { describe, expect, it } from 'vitest';
import {
  charCount,
  dialCodeOptions,
  digitsOnly,
  initialsOf,
  nationalPhone,
  phoneError,
  youTubeId,
} from './fields';

describe('digitsOnly', () => {
  it('keeps only the digits', () => {
    expect(digitsOnly('+44 (0)20-7946 0958')).toBe('4402079460958');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('charCount', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charCount('héllo')).toBe(5);
    expect(charCount('😀😀')).toBe(2);
  });
});

describe('dialCodeOptions', () => {
  const countries = [
    { id: 'ca', name: 'Canada', dial_code: '1' },
    { id: 'gg', name: 'Guernsey', dial_code: '44' },
    { id: 'gb', name: 'United Kingdom', dial_code: '44' },
    { id: 'us', name: 'United States', dial_code: '1' },
    { id: 'aq', name: 'Nowhere', dial_code: '' },
  ];

  it('gives one option per dial code, its value the digits', () => {
    expect(dialCodeOptions(countries)).toEqual([
      { value: '1', label: '+1 Canada, United States' },
      { value: '44', label: '+44 Guernsey, United Kingdom' },
    ]);
  });

  it("names the user's own country first", () => {
    expect(dialCodeOptions(countries, 'gb')[1]).toEqual({
      value: '44',
      label: '+44 United Kingdom, Guernsey',
    });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of two words', () => {
    expect(initialsOf('acme robotics ltd')).toBe('AR');
    expect(initialsOf('Acme')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('youTubeId', () => {
  it('reads the id of the usual YouTube URLs', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=10s`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
    ]) {
      expect(youTubeId(url), url).toBe(id);
    }
  });

  it('is null for other sites and malformed ids', () => {
    expect(youTubeId('https://vimeo.com/123')).toBeNull();
    expect(youTubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youTubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeId('not a url')).toBeNull();
  });
});

describe('nationalPhone', () => {
  it.each([
    ['44', '+44 7700 900123', '7700900123'],
    ['44', '+44 (0)7700 900-123', '7700900123'],
    ['44', '0044 7700 900123', '7700900123'],
    ['44', '07700 900123', '7700900123'],
    ['962', '+962 79 123 4567', '791234567'],
    ['39', '+39 06 1234 5678', '0612345678'],
    ['1', '+1 (415) 555-0100', '4155550100'],
  ])('+%s: %s → %s, as the server stores it', (dial, raw, want) => {
    expect(nationalPhone(raw, dial)).toEqual({ national: want, otherCountry: false });
  });

  it('keeps another country’s number as written and says so', () => {
    expect(nationalPhone('+33 6 12 34 56 78', '44')).toEqual({
      national: '+33 6 12 34 56 78',
      otherCountry: true,
    });
  });
});

describe('phoneError', () => {
  it('counts the digits, not the spaces and dashes', () => {
    expect(phoneError('123 456 789 012 345', '44')).toBeNull();
    expect(phoneError('+44 7700 900-123', '44')).toBeNull();
    expect(phoneError('1234 5678 9012 3456', '44')).toBe(
      'Phone number must contain 4 to 15 digits only.',
    );
    expect(phoneError('07911abc', '44')).toBe('Phone number must contain 4 to 15 digits only.');
    expect(phoneError(' ', '44')).toBe('Please enter your phone number.');
    expect(phoneError('+33 6 12 34 56 78', '44')).toMatch(/another country's code/);
  });
});
