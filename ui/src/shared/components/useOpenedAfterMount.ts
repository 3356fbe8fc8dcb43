import { useEffect, useState } from 'react';

/**
 * `opened`, but false for the first frame after mounting. A dialog whose code
 * is loaded when it is first opened mounts already open: without this, it
 * would skip its opening transition and forget the element to give the
 * focus back to when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && opened;
}
