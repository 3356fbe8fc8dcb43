import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * The one hook Mantine's ScrollArea takes from @floating-ui/react, on
 * Mantine's own merged ref: the build gives it to ScrollArea instead
 * (build/scrollAreaRefs.ts), so a page with a scroll area or a table does
 * not load the positioning library (one module of 16 KiB brotli) for it.
 * One callback ref that sets every ref given, and clears them on unmount.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
