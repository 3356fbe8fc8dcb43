import { useState } from 'react';

/**
 * True from the first render where `on` is true, for the rest of the
 * component's life. A part whose code loads on first use (a dialog, a
 * drawer, the toasts) mounts then and stays mounted, so it keeps its
 * closing transition.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
