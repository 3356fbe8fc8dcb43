import { describe, expect, it } from 'vitest';
import { noResponseDaysError } from './NoResponseDaysEditor';
import { filterSynonyms, synonymErrors } from './SynonymEditor';

describe('noResponseDaysError', () => {
  it('takes whole days from 7 to 60 only', () => {
    expect(noResponseDaysError(7)).toBeNull();
    expect(noResponseDaysError(60)).toBeNull();
    for (const bad of [6, 61, 0, 7.5, '', '14']) {
      expect(noResponseDaysError(bad)).toBe('Choose whole days from 7 to 60.');
    }
  });
});

describe('synonymErrors', () => {
  it('needs both spellings, at most 50 characters, and two different skills', () => {
    expect(synonymErrors({ term: 'reactjs', canonical: 'react' })).toEqual({});
    expect(synonymErrors({ term: ' ', canonical: '' })).toEqual({
      term: 'Please enter the other spelling.',
      canonical: 'Please enter the skill.',
    });
    expect(synonymErrors({ term: 'x'.repeat(51), canonical: 'react' })).toEqual({
      term: 'Keep it to 50 characters.',
    });
    expect(synonymErrors({ term: 'React.JS', canonical: 'react js' })).toEqual({
      term: 'This spelling is the skill itself.',
    });
  });
});

describe('filterSynonyms', () => {
  const rows = [
    { id: '1', term: 'reactjs', canonical: 'react' },
    { id: '2', term: 'golang', canonical: 'go' },
  ];
  it('finds a row by its skill or its spelling, any case', () => {
    expect(filterSynonyms(rows, 'GOLANG').map((r) => r.id)).toEqual(['2']);
    expect(filterSynonyms(rows, 'react').map((r) => r.id)).toEqual(['1']);
    expect(filterSynonyms(rows, '  ')).toHaveLength(2);
  });
});
