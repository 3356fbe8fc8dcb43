import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea module, the one importer redirected. */
export const SCROLL_AREA = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;

/** The module ScrollArea takes its `useMergeRefs` from in the build. */
export const MERGE_REFS = fileURLToPath(new URL('../src/shared/mergeRefs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (the areas' side menu, every table's scroll
 * container, the message thread) imports one hook, `useMergeRefs`, from
 * @floating-ui/react, which is one module: the bundler puts all of it
 * (the positioning of popovers, tooltips and menus, 16 KiB brotli) into
 * the chunk of whatever draws a scroll area, so every signed-in page
 * loaded it before drawing. Here ScrollArea's import of that package
 * resolves to the app's own `useMergeRefs` (src/shared/mergeRefs.ts, on
 * Mantine's merged ref), and the library loads with what positions
 * something. Build only: `vite dev` pre-bundles Mantine without plugins.
 * build/scrollAreaRefs.test.ts fails if ScrollArea imports anything else
 * from the package.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'voluntech:scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer))
        return MERGE_REFS;
      return null;
    },
  };
}
