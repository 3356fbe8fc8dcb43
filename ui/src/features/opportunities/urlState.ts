/**
 * The public opportunity list's state, kept in the URL so a result list can
 * be shared and the back button returns to it: the search, the filters and
 * the page.
 */
export interface OpportunityListState {
  q: string;
  /** A volunteer_category lookup id, "" for any. */
  category: string;
  /** Remote opportunities only (the country is then ignored). */
  remote: boolean;
  /** A country lookup id, "" for anywhere. */
  country: string;
  /** At most this many hours a day, null for any. */
  maxHours: number | null;
  /** At most this many months, null for any. */
  maxMonths: number | null;
  skills: string[];
  page: number;
}

export const PER_PAGE = 12;
export const MAX_QUERY = 200;
export const MAX_SKILL = 50;
export const MAX_SKILLS = 10;
export const MAX_PAGE = 100_000;
/** The limits of an opportunity's fields (the server's too). */
export const MAX_HOURS_PER_DAY = 12;
export const MAX_DURATION_MONTHS = 24;

const LOOKUP_ID = /^[a-z0-9]{1,30}$/;

export const defaultListState: OpportunityListState = {
  q: '',
  category: '',
  remote: false,
  country: '',
  maxHours: null,
  maxMonths: null,
  skills: [],
  page: 1,
};

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function lookupId(raw: string | null): string {
  const v = (raw ?? '').trim();
  return LOOKUP_ID.test(v) ? v : '';
}

/** Trimmed, non-empty, at most 50 characters, deduplicated case-insensitively, at most 10. */
export function cleanSkills(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of raw) {
    const v = value.trim();
    if (v === '' || v.length > MAX_SKILL) continue;
    if (out.some((o) => o.toLowerCase() === v.toLowerCase())) continue;
    out.push(v);
    if (out.length >= MAX_SKILLS) break;
  }
  return out;
}

/** Reads the state from URL search params; anything missing or invalid takes its default. */
export function parseListState(params: URLSearchParams): OpportunityListState {
  const remote = params.get('remote') === '1';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    category: lookupId(params.get('category')),
    remote,
    country: remote ? '' : lookupId(params.get('country')),
    maxHours: intIn(params.get('hours'), 1, MAX_HOURS_PER_DAY),
    maxMonths: intIn(params.get('months'), 1, MAX_DURATION_MONTHS),
    skills: cleanSkills(params.getAll('skills')),
    page: intIn(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** Writes the state as URL search params, leaving out every default. */
export function serializeListState(state: OpportunityListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.remote) params.set('remote', '1');
  else if (state.country) params.set('country', state.country);
  if (state.maxHours !== null) params.set('hours', String(state.maxHours));
  if (state.maxMonths !== null) params.set('months', String(state.maxMonths));
  for (const s of state.skills) params.append('skills', s);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The server's search address for the state: it takes the list's URL
 * state as it is, with the page size.
 */
export function searchPath(state: OpportunityListState): string {
  const params = serializeListState(state);
  params.set('perPage', String(PER_PAGE));
  return `/api/opportunities/search?${params.toString()}`;
}

/** How many filters are set (the search is not a filter). */
export function activeFilterCount(s: OpportunityListState): number {
  return (
    (s.category ? 1 : 0) +
    (s.remote || s.country ? 1 : 0) +
    (s.maxHours !== null ? 1 : 0) +
    (s.maxMonths !== null ? 1 : 0) +
    s.skills.length
  );
}

/** A change of the search or of a filter; it goes back to the first page. */
export function withChange(
  state: OpportunityListState,
  change: Partial<Omit<OpportunityListState, 'page'>>,
): OpportunityListState {
  const next = { ...state, ...change, page: 1 };
  next.q = next.q.trim().slice(0, MAX_QUERY);
  next.skills = cleanSkills(next.skills);
  if (next.remote) next.country = '';
  return next;
}

/** Every filter cleared; the search stays. */
export function withoutFilters(state: OpportunityListState): OpportunityListState {
  return { ...defaultListState, q: state.q };
}
