type Started = Record<string, Promise<Response>>;

let started: Map<string, Promise<Response>> | undefined;

/**
 * Takes, once, the answer to `url` that index.html started fetching before
 * the app loaded (ui/build/routePreload.ts), or undefined when it did not.
 * Addresses compare with their query parameters sorted.
 */
export function takePreloaded(url: string): Promise<Response> | undefined {
  started ??= new Map(
    Object.entries(
      (window as unknown as { __voluntechPreload?: Started }).__voluntechPreload ?? {},
    ),
  );
  const u = new URL(url, location.origin);
  u.searchParams.sort();
  const key = u.pathname + u.search;
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
