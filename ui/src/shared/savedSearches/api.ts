import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

export type SavedSearchKind = 'opportunities' | 'volunteers';
export type SavedSearchFrequency = 'instant' | 'daily' | 'weekly';

/** A saved search's filters, as the search pages keep them in the URL. */
export interface SavedSearchQuery {
  q?: string;
  category?: string;
  country?: string;
  remote?: boolean;
  hours?: number;
  months?: number;
  skills?: string[];
  tags?: string[];
  language?: string;
}

export interface SavedSearch {
  id: string;
  name: string;
  kind: SavedSearchKind;
  query: SavedSearchQuery;
  frequency: SavedSearchFrequency;
  paused: boolean;
  created: string;
  last_sent_at: string;
  /** Filters whose pick-list entry was deleted: the search runs without them. */
  dropped: string[];
  /** The search page with the filters. */
  link: string;
}

export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

export const FREQUENCIES: { value: SavedSearchFrequency; label: string }[] = [
  { value: 'instant', label: 'As soon as there is a match' },
  { value: 'daily', label: 'Once a day' },
  { value: 'weekly', label: 'Once a week' },
];

export const savedSearchKeys = { all: (userId: string) => ['saved-searches', userId] as const };

export const savedSearchesQuery = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.all(userId),
    queryFn: () =>
      pb
        .send<{ items: SavedSearch[] }>('/api/saved-searches', { method: 'GET' })
        .then((r) => r.items),
  });

/** The signed-in user's saved searches, newest first. */
export function useSavedSearches(userId: string) {
  return useQuery({ ...savedSearchesQuery(userId), enabled: Boolean(userId) });
}

function useRefreshing<V>(userId: string, send: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all(userId) }),
  });
}

export function useCreateSavedSearch(userId: string) {
  return useRefreshing(
    userId,
    (body: {
      name: string;
      kind: SavedSearchKind;
      query: SavedSearchQuery;
      frequency: SavedSearchFrequency;
    }) => pb.send<SavedSearch>('/api/saved-searches', { method: 'POST', body }),
  );
}

export function useUpdateSavedSearch(userId: string) {
  return useRefreshing(
    userId,
    ({
      id,
      ...body
    }: {
      id: string;
      name?: string;
      frequency?: SavedSearchFrequency;
      paused?: boolean;
    }) =>
      pb.send<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      }),
  );
}

export function useDeleteSavedSearch(userId: string) {
  return useRefreshing(userId, (id: string) =>
    pb.send(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

const OPPORTUNITY_FILTERS = ['q', 'category', 'country', 'remote', 'hours', 'months', 'skills'];
const VOLUNTEER_FILTERS = ['q', 'category', 'country', 'skills', 'tags', 'language'];

/** The filters of a search page's URL, as a saved search of kind keeps them. */
export function queryFromParams(kind: SavedSearchKind, params: URLSearchParams): SavedSearchQuery {
  const allowed = kind === 'opportunities' ? OPPORTUNITY_FILTERS : VOLUNTEER_FILTERS;
  const q: SavedSearchQuery = {};
  const first = (key: string) => (params.get(key) ?? '').split(',')[0]?.trim() ?? '';
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 10);
  const whole = (key: string, max: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
  };
  for (const key of allowed) {
    switch (key) {
      case 'q':
      case 'category':
      case 'country':
      case 'language': {
        const v = key === 'q' ? (params.get('q') ?? '').trim().slice(0, 200) : first(key);
        if (v) q[key] = v;
        break;
      }
      case 'remote':
        if (params.get('remote') === '1') q.remote = true;
        break;
      case 'hours':
      case 'months': {
        const n = whole(key, key === 'hours' ? 24 : 1200);
        if (n) q[key] = n;
        break;
      }
      case 'skills':
      case 'tags': {
        const v = list(key);
        if (v.length > 0) q[key] = v;
        break;
      }
    }
  }
  if (q.remote) delete q.country;
  return q;
}
