import { queryOptions } from '@tanstack/react-query';
import { pb } from '@/shared/pb';

/**
 * Query options of the public profile `/api/directory/<list>/<username>`,
 * cached under `key` and the username in lower case (a username matches in
 * any case, so each spelling shares one entry).
 */
export function publicProfileQuery<T>(
  list: 'companies' | 'volunteers',
  key: readonly string[],
  username: string,
) {
  return queryOptions({
    queryKey: [...key, username.toLowerCase()],
    queryFn: () =>
      pb.send<T>(`/api/directory/${list}/${encodeURIComponent(username)}`, { method: 'GET' }),
  });
}
