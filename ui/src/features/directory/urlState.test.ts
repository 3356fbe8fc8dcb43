import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  companyList,
  defaultState,
  MAX_QUERY,
  parseListState,
  serializeListState,
  volunteerList,
  withFilterValue,
  withoutFilters,
  withoutFilterValue,
  withPage,
  withPerPage,
  withQuery,
  withSingleFilter,
  withSort,
} from './urlState';

const parseVolunteers = (search: string) =>
  parseListState(volunteerList, new URLSearchParams(search));
const parseCompanies = (search: string) => parseListState(companyList, new URLSearchParams(search));

const CATEGORY_ID = 'abc123def456ghi';

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseVolunteers('')).toEqual({
      q: '',
      sort: 'newest',
      filters: { category: [], skills: [], tags: [], language: [], country: [] },
      page: 1,
      perPage: 10,
    });
    expect(parseCompanies('')).toEqual({
      q: '',
      sort: 'relevance',
      filters: { category: [], country: [], tags: [] },
      page: 1,
      perPage: 10,
    });
  });

  it('reads the search, sort, filters, page and page size', () => {
    const state = parseVolunteers(
      `q=+react+dev+&sort=available&category=${CATEGORY_ID}&skills=Go&skills=SQL&tags=climate&page=3&perPage=25`,
    );
    expect(state).toEqual({
      q: 'react dev',
      sort: 'available',
      filters: {
        category: [CATEGORY_ID],
        skills: ['Go', 'SQL'],
        tags: ['climate'],
        language: [],
        country: [],
      },
      page: 3,
      perPage: 25,
    });
  });

  it('drops an unknown sort, a page that is not a positive whole number and a page size not offered', () => {
    for (const search of [
      'sort=popular&page=0&perPage=20',
      'sort=&page=-2&perPage=0',
      'sort=NEWEST&page=1.5&perPage=abc',
      'page=abc&perPage=1000',
      'page=99999999999',
    ]) {
      const state = parseVolunteers(search);
      expect(state.sort, search).toBe('newest');
      expect(state.page, search).toBe(1);
      expect(state.perPage, search).toBe(10);
    }
    expect(parseCompanies('perPage=25').perPage).toBe(10);
    expect(parseCompanies('sort=available').sort).toBe('relevance');
    expect(parseCompanies('sort=opportunities').sort).toBe('opportunities');
  });

  it('drops empty, overlong, repeated and malformed filter values', () => {
    const long = 'x'.repeat(101);
    const state = parseVolunteers(
      `skills=&skills=Go&skills=go&skills=${long}&skills=%20SQL%20&category=Not%20an%20id&language=`,
    );
    expect(state.filters.skills).toEqual(['Go', 'SQL']);
    expect(state.filters.category).toEqual([]);
    expect(state.filters.language).toEqual([]);
  });

  it('keeps only the first value of a filter of one value', () => {
    const state = parseVolunteers(`country=${CATEGORY_ID}&country=zzz999`);
    expect(state.filters.country).toEqual([CATEGORY_ID]);
  });

  it('cuts an overlong search text', () => {
    expect(parseVolunteers(`q=${'a'.repeat(500)}`).q).toHaveLength(MAX_QUERY);
  });
});

describe('serializeListState', () => {
  it('leaves out every default', () => {
    expect(serializeListState(volunteerList, defaultState(volunteerList)).toString()).toBe('');
  });

  it('writes a round trip of what it reads', () => {
    const search = `q=dev&sort=oldest&category=${CATEGORY_ID}&skills=Go&skills=SQL&tags=climate&page=2&perPage=50`;
    const state = parseVolunteers(search);
    expect(serializeListState(volunteerList, state).toString()).toBe(search);
    expect(parseVolunteers(serializeListState(volunteerList, state).toString())).toEqual(state);
  });

  it('encodes text that needs it', () => {
    const state = withFilterValue(
      volunteerList,
      withQuery(defaultState(volunteerList), 'C# & .NET'),
      'tags',
      'a&b',
    );
    const params = serializeListState(volunteerList, state);
    expect(params.get('q')).toBe('C# & .NET');
    expect(params.getAll('tags')).toEqual(['a&b']);
    expect(parseVolunteers(params.toString())).toEqual(state);
  });
});

describe('apiQuery', () => {
  it('sends the sort and paging always, the search and filters when set', () => {
    expect(apiQuery(volunteerList, defaultState(volunteerList))).toEqual({
      sort: 'newest',
      page: 1,
      perPage: 10,
    });
    const state = parseVolunteers('q=dev&skills=Go&skills=SQL&page=2&perPage=25');
    expect(apiQuery(volunteerList, state)).toEqual({
      q: 'dev',
      sort: 'newest',
      skills: ['Go', 'SQL'],
      page: 2,
      perPage: 25,
    });
  });
});

describe('transitions', () => {
  const onPage3 = parseVolunteers('skills=Go&page=3');

  it('goes back to the first page when the search, sort or filters change', () => {
    expect(withQuery(onPage3, '  react ').q).toBe('react');
    expect(withQuery(onPage3, 'react').page).toBe(1);
    expect(withSort(onPage3, 'oldest').page).toBe(1);
    expect(withFilterValue(volunteerList, onPage3, 'tags', 'climate').page).toBe(1);
    expect(withoutFilterValue(onPage3, 'skills', 'Go').page).toBe(1);
    expect(withoutFilters(volunteerList, onPage3).page).toBe(1);
    expect(withPerPage(volunteerList, onPage3, 50).page).toBe(1);
  });

  it('adds values to a filter of several values, once each', () => {
    const one = withFilterValue(volunteerList, onPage3, 'skills', 'SQL');
    expect(one.filters.skills).toEqual(['Go', 'SQL']);
    expect(withFilterValue(volunteerList, one, 'skills', 'sql')).toBe(one);
    expect(withFilterValue(volunteerList, one, 'skills', '  ')).toBe(one);
  });

  it('replaces and clears a filter of one value', () => {
    const set = withSingleFilter(volunteerList, onPage3, 'category', CATEGORY_ID);
    expect(set.filters.category).toEqual([CATEGORY_ID]);
    const replaced = withSingleFilter(volunteerList, set, 'category', 'zzz999');
    expect(replaced.filters.category).toEqual(['zzz999']);
    const cleared = withSingleFilter(volunteerList, replaced, 'category', null);
    expect(cleared.filters.category).toEqual([]);
    expect(withSingleFilter(volunteerList, cleared, 'category', null)).toBe(cleared);
  });

  it('removes one value, and clears every filter but keeps the search', () => {
    const state = parseVolunteers(`q=dev&skills=Go&skills=SQL&country=${CATEGORY_ID}`);
    expect(withoutFilterValue(state, 'skills', 'Go').filters.skills).toEqual(['SQL']);
    expect(withoutFilterValue(state, 'skills', 'Rust')).toBe(state);
    const cleared = withoutFilters(volunteerList, state);
    expect(activeFilterCount(state)).toBe(3);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared.q).toBe('dev');
  });

  it('moves to a page and ignores pages that cannot exist', () => {
    expect(withPage(onPage3, 4).page).toBe(4);
    expect(withPage(onPage3, 4).filters).toBe(onPage3.filters);
    expect(withPage(onPage3, 0)).toBe(onPage3);
    expect(withPage(onPage3, 1.5)).toBe(onPage3);
  });

  it('only takes a page size that is offered', () => {
    expect(withPerPage(volunteerList, onPage3, 25).perPage).toBe(25);
    expect(withPerPage(volunteerList, onPage3, 30)).toBe(onPage3);
    expect(withPerPage(companyList, parseCompanies(''), 25).perPage).toBe(10);
  });
});
