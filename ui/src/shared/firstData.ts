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

/** Called once the app's first screen is committed (app/firstDraw.ts markDrawn). */
export function markFirstScreenDrawn(): void {
  drawn = true;
  onDrawn();
}

/**
 * Resolves once the app's first screen is committed and the browser has
 * painted it (the frame after the commit). What the first screen does not
 * show waits for it, the realtime connection for one: started before the
 * first paint it would hold a connection the first screen's scripts and
 * answers need, and a slow phone's first paint with it.
 */
export function afterFirstPaint(): Promise<void> {
  return drawnOnce.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
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
