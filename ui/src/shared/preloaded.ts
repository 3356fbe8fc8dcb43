type Started = Record<string, Promise<Response>>;

/**
 * Takes, once, the answer to `url` that index.html started fetching before
 * the app loaded (ui/build/routePreload.ts), or undefined when it did not.
 * Addresses compare with their query parameters sorted.
 */
export function takePreloaded(url: string): Promise<Response> | undefined {
  const started = (window as unknown as { __voluntechPreload?: Started }).__voluntechPreload;
  if (!started) return undefined;
  const u = new URL(url, location.origin);
  u.searchParams.sort();
  const key = u.pathname + u.search;
  const answer = started[key];
  delete started[key];
  return answer;
}
