// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineUseId } from './mantineUseId';

/** @mantine/hooks' package folder, found from the module Node resolves. */
function hooksDir() {
  let dir = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

function load(id: string) {
  const hook = mantineUseId().load;
  if (typeof hook !== 'function') throw new Error('the plugin has no load hook');
  return hook.call({} as never, id);
}

describe('mantineUseId', () => {
  // If an upgrade of Mantine moves or renames the module, the build would
  // quietly keep Mantine's version: these checks fail first.
  it('matches the module of @mantine/hooks that defines useId, which its index imports', () => {
    const file = join(hooksDir(), 'esm', 'use-id', 'use-id.mjs');
    expect(existsSync(file)).toBe(true);
    expect(MANTINE_USE_ID.test(file.replaceAll('\\', '/'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export \{ useId\$1 as useId \}/);
    expect(readFileSync(join(hooksDir(), 'esm', 'index.mjs'), 'utf8')).toContain(
      '"./use-id/use-id.mjs"',
    );
  });

  it("serves that module as a re-export of the app's useId", () => {
    const code = load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs?v=1a2b');
    expect(code).toMatch(/^export \{ useId \} from ".*\/src\/shared\/hooks\/mantineUseId\.ts";\n$/);
    const target = /from "(.*)"/.exec(String(code))?.[1] ?? '';
    expect(existsSync(target)).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs.map')).toBeNull();
    expect(load('/app/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
    expect(load('/app/ui/src/shared/hooks/mantineUseId.ts')).toBeNull();
  });
});
