import { describe, expect, it } from 'vitest';
import { charCount, dialCodeOptions, digitsOnly, initialsOf, youTubeId } from './fields';

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
