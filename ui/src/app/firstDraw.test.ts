import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { markFirstScreenDrawn, type FirstData } from '@/shared/firstData';
import { FIRST_DRAW_WAIT_MS, loadFirstData } from './firstDraw';
import { queryClient } from './queryClient';

const args = {
  request: new Request('http://localhost/x'),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

/** A first answer that arrives when `answer` is called. */
function pending() {
  let answer = () => {};
  const first: FirstData = (client) => [
    client.prefetchQuery({
      queryKey: ['first-draw-test', Math.random()],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = () => resolve('ok');
        }),
    }),
  ];
  return { first, answer: () => answer() };
}

describe('loadFirstData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('holds the first screen until its answers are in, at most FIRST_DRAW_WAIT_MS', async () => {
    const a = pending();
    let done = false;
    const loaded = loadFirstData(a.first, args).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_DRAW_WAIT_MS / 2);
    expect(done).toBe(false);
    a.answer();
    await loaded;
    expect(done).toBe(true);

    const b = pending(); // never answers
    let bDone = false;
    const bLoaded = loadFirstData(b.first, args).then(() => (bDone = true));
    await vi.advanceTimersByTimeAsync(FIRST_DRAW_WAIT_MS - 1);
    expect(bDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await bLoaded;
    expect(bDone).toBe(true);
  });

  it('starts the answers but does not hold a navigation once the app has drawn', async () => {
    markFirstScreenDrawn();
    const c = pending();
    const started = vi.spyOn(queryClient, 'prefetchQuery');
    await expect(loadFirstData(c.first, args)).resolves.toBeNull();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
