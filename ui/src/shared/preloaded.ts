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

/**
 * Takes, once, the answer to the GET of `url` that index.html started for
 * a signed-in page with the stored token `token` (ui/build/routePreload.ts),
 * or undefined when it did not.
 */
export function takePreloadedAs(url: string, token: string): Promise<Response> | undefined {
  if (!token) return undefined;
  const u = new URL(url, location.origin);
  u.searchParams.sort();
  return take(`GET ${u.pathname + u.search} ${token}`);
}

/** Forgets every answer index.html started that was not taken: none will be. */
export function forgetPreloaded(): void {
  started = new Map();
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
