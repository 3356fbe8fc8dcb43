// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS, scrollAreaRefs } from './scrollAreaRefs';

/** @mantine/core's package folder, found from the module Node resolves. */
function coreDir() {
  let dir = dirname(createRequire(import.meta.url).resolve('@mantine/core'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

const scrollArea = () => join(coreDir(), 'esm/components/ScrollArea/ScrollArea.mjs');

type Resolve = (source: string, importer?: string) => string | null;
const resolve = scrollAreaRefs().resolveId as unknown as Resolve;

describe('scrollAreaRefs', () => {
  it('replaces all ScrollArea takes from @floating-ui/react: one hook', () => {
    const imports = readFileSync(scrollArea(), 'utf8')
      .split('\n')
      .filter((l) => l.includes('@floating-ui/'));
    // A Mantine that imports more from it (or from another of its
    // packages) needs the replacement re-read: the build would fail or
    // keep the library.
    expect(imports).toEqual(['import { useMergeRefs } from "@floating-ui/react";']);
    expect(existsSync(MERGE_REFS)).toBe(true);
  });

  it("resolves ScrollArea's import to the app's hook, and no other module's", () => {
    expect(resolve('@floating-ui/react', scrollArea())).toBe(MERGE_REFS);
    const popover = join(coreDir(), 'esm/components/Popover/use-popover.mjs');
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('react', scrollArea())).toBeNull();
  });
});
