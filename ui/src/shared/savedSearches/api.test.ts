import { describe, expect, it } from 'vitest';
import { queryFromParams } from './api';

describe('queryFromParams', () => {
  it('keeps the filters of an opportunity search and drops the others', () => {
    const p = new URLSearchParams(
      'q=react&remote=1&country=gb&hours=4&skills=Go&skills=SQL&page=3&tags=x',
    );
    expect(queryFromParams('opportunities', p)).toEqual({
      q: 'react',
      remote: true,
      hours: 4,
      skills: ['Go', 'SQL'],
    });
  });
  it('keeps the filters of a volunteer search', () => {
    const p = new URLSearchParams('q=design&category=a,b&tags=climate&language=en&hours=3');
    expect(queryFromParams('volunteers', p)).toEqual({
      q: 'design',
      category: 'a',
      tags: ['climate'],
      language: 'en',
    });
  });
});
