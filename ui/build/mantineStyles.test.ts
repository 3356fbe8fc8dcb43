// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { intoEntryLayer, mantineImports, StyleRegistry } from './mantineStyles';

const src = fileURLToPath(new URL('../src', import.meta.url));
/** @mantine/core's per-component stylesheets, found from the module Node resolves. */
function coreStylesDir() {
  let dir = dirname(createRequire(join(src, 'noop.js')).resolve('@mantine/core'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'styles');
}
const coreStyles = coreStylesDir();

function appModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appModules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('mantineStyles', () => {
  const registry = new StyleRegistry(src);

  it('gives every Mantine component an app module draws its own stylesheet', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of appModules(src)) {
      const code = readFileSync(file, 'utf8');
      const sheets = registry.stylesFor(code);
      for (const imp of mantineImports(code)) {
        if (imp.from !== '@mantine/core') continue;
        for (const [name, local] of imp.bindings) {
          // A component with a stylesheet of its own name, drawn as JSX.
          if (!existsSync(join(coreStyles, `${name}.layer.css`))) continue;
          if (!new RegExp(`<${local}[\\s./>]`).test(code)) continue;
          checked += 1;
          if (!sheets.includes(`@mantine/core/styles/${name}.layer.css`)) {
            missing.push(`${file.slice(src.length)}: ${name}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('gives Tabs the stylesheets of what it draws', () => {
    const sheets = registry.stylesFor(
      "import { Tabs } from '@mantine/core';\nexport const T = () => <Tabs><Tabs.List /></Tabs>;",
    );
    expect(sheets).toEqual([
      '@mantine/core/styles/UnstyledButton.layer.css',
      '@mantine/core/styles/Tabs.layer.css',
    ]);
  });

  it("moves the entry's Mantine rules into a sub-layer that every route's rules beat", () => {
    expect(
      intoEntryLayer('@layer mantine{.a{padding:0}}.app{color:red}@layer mantine {.b{x:y}}'),
    ).toBe('@layer mantine.entry{.a{padding:0}}.app{color:red}@layer mantine.entry{.b{x:y}}');
  });
});
