import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module of @mantine/hooks whose `useId` the app replaces. */
export const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/** The app's own `useId`, with the same signature. */
const replacement = fileURLToPath(new URL('../src/shared/hooks/mantineUseId.ts', import.meta.url));

/**
 * Serves Mantine's `useId` module as a re-export of the app's
 * (src/shared/hooks/mantineUseId.ts says why). Every Mantine component
 * imports it through the package's index, so this one module is the whole
 * change; build/mantineUseId.test.ts fails if an upgrade moves it.
 */
export function mantineUseId(): Plugin {
  return {
    name: 'voluntech:mantine-use-id',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0] ?? '')) return null;
      return `export { useId } from ${JSON.stringify(replacement)};\n`;
    },
  };
}
