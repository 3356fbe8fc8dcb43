import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What a page draws first, as a page module exports it: the answers to
 * start, each a `client.prefetchQuery` (which never rejects). The route's
 * loader starts them and, before the app's first screen, waits for them
 * (app/firstDraw.ts).
 */
export type FirstData = (client: QueryClient, args: LoaderFunctionArgs) => Promise<void>[];

let drawn = false;
let onDrawn = () => {};
const drawnOnce = new Promise<void>((resolve) => {
  onDrawn = resolve;
});

/** Called once the app's first screen is committed (app/layouts/RootLayout.tsx). */
export function markFirstScreenDrawn(): void {
  drawn = true;
  onDrawn();
}

/** Resolves when the browser reports its first contentful paint (at most a second later). */
function contentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 1_000);
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the second's wait stands.
    }
  });
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

let painted: Promise<void> | undefined;

/**
 * Resolves once the app's first screen is committed and the browser has
 * shown it: its first contentful paint is reported and two frames have
 * passed. What the first screen does not show waits for it, the realtime
 * connection for one: started before the first paint it takes a
 * connection and a round trip or two, and on a slow phone (Lighthouse's
 * simulation counts every request started before the largest paint) it
 * puts the first paint off.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= drawnOnce
    .then(contentfulPaint)
    .then(frame)
    .then(frame)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return painted;
}

/** Whether the app's first screen has been committed. */
export function firstScreenDrawn(): boolean {
  return drawn;
}

/**
 * A query's `staleTime` for an answer that is otherwise asked for again
 * whenever it is shown (`staleTime` 0): until the first screen is drawn,
 * what its route's loader fetched for it (`FirstData`) counts as fresh, so
 * the components drawing that screen do not ask for it once more as they
 * mount. After that, `staleTime`.
 */
export const freshUntilDrawn = (staleTime: number) => (): number => (drawn ? staleTime : Infinity);
