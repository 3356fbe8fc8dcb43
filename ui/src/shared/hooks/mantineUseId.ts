import { useId as useReactId } from 'react';

/**
 * Stands in for `useId` of @mantine/hooks in the built app
 * (ui/build/mantineUseId.ts). Mantine's version swaps React's id for a
 * random one in a layout effect after the first render; that update is
 * synchronous, so every input, switch or tooltip on the first screen
 * rendered twice in the task that commits the page, and React ran all of
 * the page's passive effects in that task too before the browser could
 * paint. React's id is stable for the component's life and, once
 * stripped to letters, digits, `_` and `-`, safe in a selector.
 *
 * @param staticId an id the caller chose; returned as it is.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/[^\w-]/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
