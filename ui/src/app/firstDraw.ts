import type { LoaderFunctionArgs } from 'react-router';
import { firstScreenDrawn, type FirstData } from '@/shared/firstData';
import { queryClient } from './queryClient';

/** How long the first screen waits for its answers before it shows their loading states. */
export const FIRST_DRAW_WAIT_MS = 2_000;

/**
 * Starts a route's first answers. Before the app has drawn anything the
 * loader waits for them (at most FIRST_DRAW_WAIT_MS), so the first screen
 * already holds the page's content instead of a skeleton followed by a
 * second, larger paint: index.html started those requests while the
 * scripts downloaded, so the wait is usually none. After that, a
 * navigation is not held up: the page opens at once with its loading state
 * while the answers arrive.
 */
export async function loadFirstData(first: FirstData, args: LoaderFunctionArgs): Promise<null> {
  const started = Promise.all(first(queryClient, args));
  if (!firstScreenDrawn()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_DRAW_WAIT_MS);
    });
    await Promise.race([started, waited]);
    clearTimeout(timer);
  }
  return null;
}
