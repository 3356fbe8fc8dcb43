import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

interface UserRow {
  username: string;
}

/**
 * Whether an account with exactly this username exists, asked through the
 * system area's user search (superadmins only: the server refuses anyone
 * else). A public profile that answers 404 to a superadmin is then either
 * an unlisted account or none at all.
 */
export function fetchAccountExists(username: string, signal?: AbortSignal) {
  return pb
    .send<{ items: UserRow[] }>('/api/system/users', {
      method: 'GET',
      query: { q: username, perPage: 10 },
      signal,
    })
    .then((page) => page.items.some((u) => u.username.toLowerCase() === username.toLowerCase()));
}

export const accountExistsQuery = (username: string) =>
  queryOptions({
    queryKey: ['system', 'accountExists', username.toLowerCase()],
    queryFn: ({ signal }) => fetchAccountExists(username, signal),
    staleTime: 10_000,
  });

export function useAccountExists(username: string, enabled: boolean) {
  return useQuery({ ...accountExistsQuery(username), enabled });
}
