import { describe, expect, it, vi } from 'vitest';
import { subscribeAfterFirstPaint } from './realtime';

vi.mock('./firstData', () => ({ afterFirstPaint: () => Promise.resolve() }));

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribeAfterFirstPaint', () => {
  it('subscribes after the first paint, and the cleanup unsubscribes', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve());
    const subscribe = vi.fn(() => Promise.resolve(unsubscribe));
    const cleanup = subscribeAfterFirstPaint(subscribe, subscribe);
    expect(subscribe).not.toHaveBeenCalled();
    await settle();
    expect(subscribe).toHaveBeenCalledTimes(2);
    cleanup();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('drops a subscription that arrives after the cleanup', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve());
    let made: (u: () => Promise<void>) => void = () => {};
    const cleanup = subscribeAfterFirstPaint(
      () => new Promise<() => Promise<void>>((resolve) => (made = resolve)),
    );
    await settle();
    cleanup();
    expect(unsubscribe).not.toHaveBeenCalled();
    made(unsubscribe);
    await settle();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed subscribe alone', async () => {
    const cleanup = subscribeAfterFirstPaint(() => Promise.reject(new Error('offline')));
    await settle();
    expect(cleanup).not.toThrow();
  });
});
