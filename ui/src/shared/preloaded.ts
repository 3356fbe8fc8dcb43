type Started = Record<string, Promise<Response>>;

let started: Map<string, Promise<Response>> | undefined;

/**
 * Takes, once, the answer to `url` that index.html started fetching before
 * the app loaded (ui/build/routePreload.ts), or undefined when it did not.
 * Addresses compare with their query parameters sorted.
 */
export function takePreloaded(url: string): Promise<Response> | undefined {
  const u = new URL(url, location.origin);
  u.searchParams.sort();
  return take(u.pathname + u.search);
}

/** The session refresh's address, as index.html files it (ui/build/routePreload.ts). */
export const REFRESH_PATH = '/api/collections/users/auth-refresh';

/**
 * Takes, once, the session's refresh that index.html started for a
 * signed-in page with the stored token `token`, or undefined when it did
 * not (or sent another token).
 */
export function takePreloadedRefresh(token: string): Promise<Response> | undefined {
  return token ? take(`POST ${REFRESH_PATH} ${token}`) : undefined;
}

function take(key: string): Promise<Response> | undefined {
  started ??= new Map(
    Object.entries(
      (window as unknown as { __voluntechPreload?: Started }).__voluntechPreload ?? {},
    ),
  );
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
