import { afterFirstPaint } from './firstData';

/** Starts one PocketBase realtime subscription; resolves to its unsubscribe. */
export type Subscribe = () => Promise<() => Promise<void>>;

/**
 * Starts each subscription after the first paint (the realtime connection
 * is not on the first screen) and returns an effect's cleanup: it
 * unsubscribes those made, and those still on their way once they are. A
 * failed subscribe is left alone: the SDK reconnects by itself, and the
 * page keeps working on its queries.
 */
export function subscribeAfterFirstPaint(...subscribes: Subscribe[]): () => void {
  let cancelled = false;
  const unsubs: Array<() => Promise<void>> = [];
  for (const subscribe of subscribes) {
    afterFirstPaint()
      .then(subscribe)
      .then((u) => {
        if (cancelled) void u();
        else unsubs.push(u);
      })
      .catch(() => {});
  }
  return () => {
    cancelled = true;
    unsubs.forEach((u) => void u());
  };
}
