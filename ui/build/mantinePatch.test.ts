// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The app's one change to a dependency: patches/@mantine+hooks+<version>.patch,
 * applied by patch-package at install (the postinstall script), so dev,
 * tests and the build all run it. If Mantine is upgraded, or its use-id
 * module changes, these checks fail: re-read the upstream module, then
 * re-make the patch (npx patch-package @mantine/hooks) or drop it when
 * upstream no longer renders twice (docs/architecture.md).
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** @mantine/hooks' package folder, found from the module Node resolves. */
function hooksDir() {
  let dir = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

// The patched modules, byte for byte (the patch's result).
const patched = {
  'esm/use-id/use-id.mjs': '8c9d582662d25c9864ead92624f540e214d8a7cf713e73b6d34a11aca86916b2',
  'cjs/use-id/use-id.cjs': 'f74ab2df45432f49e16bd57bb2754d614b252016c877946126c2c61386ecbe1e',
};

describe('the patch of @mantine/hooks', () => {
  const patches = readdirSync(join(repo, 'patches')).filter((f) => f.startsWith('@mantine+hooks+'));

  it('is one patch, for the installed version', () => {
    expect(patches).toHaveLength(1);
    const version = /^@mantine\+hooks\+(.+)\.patch$/.exec(patches[0] ?? '')?.[1];
    const installed = JSON.parse(readFileSync(join(hooksDir(), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(version);
  });

  it('is applied: the installed use-id modules are exactly the patched ones', () => {
    for (const [file, hash] of Object.entries(patched)) {
      expect(sha256(join(hooksDir(), file)), file).toBe(hash);
    }
  });

  it('reaches every Mantine component: the package index imports that module', () => {
    expect(readFileSync(join(hooksDir(), 'esm', 'index.mjs'), 'utf8')).toContain(
      'import { useId } from "./use-id/use-id.mjs";',
    );
    expect(readFileSync(join(hooksDir(), 'cjs', 'index.cjs'), 'utf8')).toContain(
      'require("./use-id/use-id.cjs")',
    );
  });
});
