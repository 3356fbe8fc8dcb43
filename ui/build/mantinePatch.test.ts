// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The app's changes to a dependency: patches/@mantine+hooks+<version>.patch
 * (use-id) and patches/@mantine+core+<version>.patch (ScrollArea), applied
 * by patch-package at install (the postinstall script), so dev, tests and
 * the build all run them. If Mantine is upgraded, or a patched module
 * changes, these checks fail: re-read the upstream module, then re-make the
 * patch (npx patch-package @mantine/hooks, or @mantine/core) or drop it when
 * upstream no longer needs it (docs/architecture.md).
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** A package's folder, found from the module Node resolves. */
function packageDir(name: string) {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

const hooksDir = () => packageDir('@mantine/hooks');

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

describe('the patch of @mantine/core', () => {
  const coreDir = packageDir('@mantine/core');
  const patches = readdirSync(join(repo, 'patches')).filter((f) => f.startsWith('@mantine+core+'));
  // ScrollArea's modules after the patch, byte for byte.
  const scrollArea = {
    'esm/components/ScrollArea/ScrollArea.mjs':
      '2ad7974c1592ec20e68fa5f9822a6dc799b6f976453e8ee035b7ca6072929cb3',
    'cjs/components/ScrollArea/ScrollArea.cjs':
      'a63d9a35c653d86919a1ecef59e1b30e9e0b073a32178237d776a02bd071f103',
  };

  it('is one patch, for the installed version', () => {
    expect(patches).toHaveLength(1);
    const version = /^@mantine\+core\+(.+)\.patch$/.exec(patches[0] ?? '')?.[1];
    const installed = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(version);
  });

  it('is applied: the installed ScrollArea modules are exactly the patched ones', () => {
    for (const [file, hash] of Object.entries(scrollArea)) {
      expect(sha256(join(coreDir, file)), file).toBe(hash);
    }
  });

  it('leaves ScrollArea nothing from @floating-ui/react', () => {
    for (const file of Object.keys(scrollArea)) {
      expect(readFileSync(join(coreDir, file), 'utf8'), file).not.toMatch(
        /from "@floating-ui|require\("@floating-ui/,
      );
    }
  });
});
