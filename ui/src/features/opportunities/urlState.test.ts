import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultListState,
  parseListState,
  serializeListState,
  withChange,
  withoutFilters,
} from './urlState';

const parse = (search: string) => parseListState(new URLSearchParams(search));

describe('opportunity list URL state', () => {
  it('reads every filter from the URL and writes it back the same', () => {
    const search =
      'q=react&category=abc123&country=gb1&hours=4&months=6&skills=Go&skills=React&page=3';
    const state = parse(search);
    expect(state).toEqual({
      q: 'react',
      category: 'abc123',
      remote: false,
      country: 'gb1',
      maxHours: 4,
      maxMonths: 6,
      skills: ['Go', 'React'],
      page: 3,
    });
    expect(serializeListState(state).toString()).toBe(search);
  });

  it('leaves defaults out of the URL', () => {
    expect(serializeListState(defaultListState).toString()).toBe('');
    expect(parse('')).toEqual(defaultListState);
  });

  it('drops invalid values', () => {
    const state = parse(
      'category=Bad%20Id&hours=13&months=0&page=-1&skills=%20&skills=go&skills=Go&country=x%22y',
    );
    expect(state.category).toBe('');
    expect(state.maxHours).toBeNull();
    expect(state.maxMonths).toBeNull();
    expect(state.page).toBe(1);
    expect(state.skills).toEqual(['go']);
    expect(state.country).toBe('');
  });

  it('Remote wins over a country', () => {
    const state = parse('remote=1&country=gb1');
    expect(state.remote).toBe(true);
    expect(state.country).toBe('');
    expect(serializeListState(state).toString()).toBe('remote=1');
    expect(withChange({ ...state, remote: false, country: 'gb1' }, { remote: true }).country).toBe(
      '',
    );
  });

  it('a change of a filter or the search goes back to the first page', () => {
    const state = { ...defaultListState, page: 4 };
    expect(withChange(state, { q: '  web ' })).toMatchObject({ q: 'web', page: 1 });
    expect(withChange(state, { maxHours: 2 }).page).toBe(1);
  });

  it('clearing the filters keeps the search', () => {
    const state = parse('q=data&category=abc&remote=1&skills=Go');
    expect(activeFilterCount(state)).toBe(3);
    expect(withoutFilters(state)).toEqual({ ...defaultListState, q: 'data' });
  });
});
