import type { LookupKind } from '@/shared/api/lookups';

/** One filter of a directory list, named as the URL and the API name it. */
export interface FilterSpec<K extends string = string> {
  key: K;
  /** The filter's label, e.g. "Category". */
  label: string;
  /** The placeholder of its pick list, e.g. "Any category" or "Add a skill". */
  placeholder: string;
  /** Several values (skills, tags) rather than one (a category, a country). */
  multiple: boolean;
  /** The lookups whose ids are the values, to name a value the facets leave out. */
  lookupKind?: LookupKind;
}

export interface SortOption<S extends string = string> {
  value: S;
  label: string;
}

/** What a directory list accepts: its sorts, filters and page sizes. */
export interface ListConfig<S extends string = string, K extends string = string> {
  sorts: readonly SortOption<S>[];
  defaultSort: S;
  filters: readonly FilterSpec<K>[];
  perPageOptions: readonly number[];
  defaultPerPage: number;
}

/** The state of a directory list, kept in the URL so a result list can be shared. */
export interface ListState<S extends string = string, K extends string = string> {
  q: string;
  sort: S;
  filters: Record<K, string[]>;
  page: number;
  perPage: number;
}

/** Longest search text kept; the server reads no more. */
export const MAX_QUERY = 200;
/** Longest filter value kept (a skill, a tag or a lookup id). */
export const MAX_VALUE = 100;
/** Most values kept for one filter. */
export const MAX_VALUES = 20;
/** Page numbers beyond this are not real pages of any list. */
export const MAX_PAGE = 100_000;

const LOOKUP_ID = /^[a-z0-9]{1,30}$/;

function cleanValues(spec: FilterSpec, raw: string[]): string[] {
  const out: string[] = [];
  for (const value of raw) {
    const v = value.trim();
    if (v === '' || v.length > MAX_VALUE) continue;
    if (spec.lookupKind && !LOOKUP_ID.test(v)) continue;
    if (out.some((o) => o.toLowerCase() === v.toLowerCase())) continue;
    out.push(v);
    if (!spec.multiple || out.length >= MAX_VALUES) break;
  }
  return out;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** No filter set: every key with an empty list. */
export function emptyFilters<K extends string>(config: ListConfig<string, K>): Record<K, string[]> {
  const filters = {} as Record<K, string[]>;
  for (const spec of config.filters) filters[spec.key] = [];
  return filters;
}

/** The list's first page with nothing searched or filtered. */
export function defaultState<S extends string, K extends string>(
  config: ListConfig<S, K>,
): ListState<S, K> {
  return {
    q: '',
    sort: config.defaultSort,
    filters: emptyFilters(config),
    page: 1,
    perPage: config.defaultPerPage,
  };
}

/**
 * Reads a list's state from URL search params; a missing or invalid value
 * (an unknown sort, a page of 0, a page size not offered, a malformed id)
 * falls back to its default.
 */
export function parseListState<S extends string, K extends string>(
  config: ListConfig<S, K>,
  params: URLSearchParams,
): ListState<S, K> {
  const state = defaultState(config);
  state.q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const sort = params.get('sort');
  const known = config.sorts.find((s) => s.value === sort);
  if (known) state.sort = known.value;
  for (const spec of config.filters) {
    state.filters[spec.key] = cleanValues(spec, params.getAll(spec.key));
  }
  const page = positiveInt(params.get('page'));
  if (page !== null && page <= MAX_PAGE) state.page = page;
  const perPage = positiveInt(params.get('perPage'));
  if (perPage !== null && config.perPageOptions.includes(perPage)) state.perPage = perPage;
  return state;
}

/** Writes a list's state as URL search params, leaving out every default. */
export function serializeListState<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== config.defaultSort) params.set('sort', state.sort);
  for (const spec of config.filters) {
    for (const value of state.filters[spec.key]) params.append(spec.key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== config.defaultPerPage) params.set('perPage', String(state.perPage));
  return params;
}

/** The query of the list's API call: everything explicit, repeated keys for several values. */
export function apiQuery<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = {};
  if (state.q) query.q = state.q;
  query.sort = state.sort;
  for (const spec of config.filters) {
    const values = state.filters[spec.key];
    if (values.length > 0) query[spec.key] = [...values];
  }
  query.page = state.page;
  query.perPage = state.perPage;
  return query;
}

/** How many filter values are set. */
export function activeFilterCount<K extends string>(state: ListState<string, K>): number {
  return Object.values<string[]>(state.filters).reduce((n, values) => n + values.length, 0);
}

// The transitions below are what the page's controls do; every change of the
// search or the filters goes back to the first page.

export function withQuery<S extends string, K extends string>(
  state: ListState<S, K>,
  q: string,
): ListState<S, K> {
  return { ...state, q: q.trim().slice(0, MAX_QUERY), page: 1 };
}

export function withSort<S extends string, K extends string>(
  state: ListState<S, K>,
  sort: S,
): ListState<S, K> {
  return { ...state, sort, page: 1 };
}

/** Adds a value to a filter; a filter of one value has it replaced. */
export function withFilterValue<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
  key: NoInfer<K>,
  value: string,
): ListState<S, K> {
  const spec = config.filters.find((f) => f.key === key);
  if (!spec) return state;
  const current = state.filters[key];
  const next = spec.multiple ? [...current, value] : [value];
  const values = cleanValues(spec, next);
  if (values.join('\n') === current.join('\n')) return state;
  return { ...state, filters: { ...state.filters, [key]: values }, page: 1 };
}

export function withoutFilterValue<S extends string, K extends string>(
  state: ListState<S, K>,
  key: NoInfer<K>,
  value: string,
): ListState<S, K> {
  const current = state.filters[key];
  if (!current.includes(value)) return state;
  return {
    ...state,
    filters: { ...state.filters, [key]: current.filter((v) => v !== value) },
    page: 1,
  };
}

/** Sets a filter of one value, or clears it with null. */
export function withSingleFilter<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
  key: NoInfer<K>,
  value: string | null,
): ListState<S, K> {
  if (value) return withFilterValue(config, state, key, value);
  if (state.filters[key].length === 0) return state;
  return { ...state, filters: { ...state.filters, [key]: [] }, page: 1 };
}

/** Clears every filter; the search text stays. */
export function withoutFilters<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
): ListState<S, K> {
  if (activeFilterCount(state) === 0) return state;
  return { ...state, filters: emptyFilters(config), page: 1 };
}

export function withPage<S extends string, K extends string>(
  state: ListState<S, K>,
  page: number,
): ListState<S, K> {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return state;
  return { ...state, page };
}

/** Changes the page size (only to one offered) and goes back to the first page. */
export function withPerPage<S extends string, K extends string>(
  config: ListConfig<S, K>,
  state: ListState<S, K>,
  perPage: number,
): ListState<S, K> {
  if (!config.perPageOptions.includes(perPage) || perPage === state.perPage) return state;
  return { ...state, perPage, page: 1 };
}

// The two directories.

/** A filter of one lookup value: "Any category" (the label, lower-cased). */
function lookupFilter<K extends string>(
  key: K,
  label: string,
  lookupKind: LookupKind,
): FilterSpec<K> {
  return { key, label, placeholder: `Any ${label.toLowerCase()}`, multiple: false, lookupKind };
}

/** A filter of several free values (skills, tags): "Add a skill". */
function valuesFilter<K extends string>(key: K, label: string, placeholder: string): FilterSpec<K> {
  return { key, label, placeholder, multiple: true };
}

export type VolunteerSort = 'newest' | 'oldest' | 'available';
export type VolunteerFilterKey = 'category' | 'skills' | 'tags' | 'language' | 'country';

export const volunteerList: ListConfig<VolunteerSort, VolunteerFilterKey> = {
  sorts: [
    { value: 'newest', label: 'Newest' },
    { value: 'oldest', label: 'Oldest' },
    { value: 'available', label: 'Available' },
  ],
  defaultSort: 'newest',
  filters: [
    lookupFilter('category', 'Category', 'volunteer_category'),
    valuesFilter('skills', 'Skills', 'Add a skill'),
    valuesFilter('tags', 'Tags', 'Add a tag'),
    lookupFilter('language', 'Language', 'language'),
    lookupFilter('country', 'Country', 'country'),
  ],
  perPageOptions: [10, 25, 50],
  defaultPerPage: 10,
};

export type CompanySort = 'relevance' | 'newest' | 'oldest' | 'opportunities';
export type CompanyFilterKey = 'category' | 'country' | 'tags';

export const companyList: ListConfig<CompanySort, CompanyFilterKey> = {
  sorts: [
    { value: 'relevance', label: 'Relevance' },
    { value: 'newest', label: 'Newest' },
    { value: 'oldest', label: 'Oldest' },
    { value: 'opportunities', label: 'Most opportunities' },
  ],
  defaultSort: 'relevance',
  filters: [
    lookupFilter('category', 'Category', 'company_category'),
    lookupFilter('country', 'Location', 'country'),
    valuesFilter('tags', 'Tags', 'Add a tag'),
  ],
  perPageOptions: [10],
  defaultPerPage: 10,
};
