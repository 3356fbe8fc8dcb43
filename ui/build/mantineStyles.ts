import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Per-component Mantine styles, imported where the components are used.
 *
 * `@mantine/core/styles.css` is 290 KB and every page would load it before
 * drawing anything. Mantine also ships one stylesheet per component
 * (`@mantine/core/styles/Button.css`), but a component needs the styles of
 * every component it renders inside (Button renders UnstyledButton and
 * Loader; Select a Combobox, a Popover, an Input ...), and listing those by
 * hand in every file goes stale with the next edit. This plugin reads
 * Mantine's own ES modules once: each component's module imports the class
 * names of its stylesheet (`Button.module.mjs`) and the modules of the
 * components it uses, so following the imports from an export gives the
 * exact stylesheets it needs. For every app module importing from
 * `@mantine/*`, the stylesheets of the components it uses are added as
 * imports to that module, so the bundler puts them in the same chunk: the
 * first page's CSS is what it draws, the rest arrives with its route.
 *
 * The layered variants (`*.layer.css`, all in `@layer mantine`) are used, so
 * the app's own CSS modules win over Mantine's whatever order the route
 * chunks' stylesheets arrive in, as they did when one stylesheet came first.
 * Within a module the stylesheets keep Mantine's own order (the order of
 * `styles.css`, where a component comes after those it builds on).
 */

/** The stylesheets every page needs before any component: reset, default theme variables, global classes. */
export const globalStyles = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);

type Exports = Map<string, string>;

/** One Mantine package's ES modules: what each file imports. */
class MantinePackage {
  private readonly exports: Exports;
  private readonly exportStyles = new Map<string, Set<string>>();

  constructor(
    readonly name: string,
    readonly root: string,
    private readonly registry: StyleRegistry,
  ) {
    this.exports = readExports(join(root, 'esm', 'index.mjs'));
  }

  /** The stylesheets export `name` needs, none when it is not a component of this package. */
  stylesOf(name: string): Set<string> {
    let styles = this.exportStyles.get(name);
    if (!styles) {
      styles = new Set();
      const file = this.exports.get(name);
      // Mantine's modules import each other in cycles: one walk per export,
      // over every file it reaches.
      if (file) this.collect(file, new Set(), styles);
      this.exportStyles.set(name, styles);
    }
    return styles;
  }

  private collect(file: string, seen: Set<string>, styles: Set<string>) {
    if (seen.has(file)) return;
    seen.add(file);
    const moduleCss = /([^/\\]+)\.module\.mjs$/.exec(file);
    if (moduleCss?.[1]) styles.add(this.registry.ownStylesheet(this.name, moduleCss[1]));
    for (const imp of this.registry.imports(file)) {
      if (imp.from.startsWith('.')) {
        this.collect(resolve(dirname(file), imp.from), seen, styles);
      } else if (imp.from.startsWith('@mantine/')) {
        const pkg = this.registry.package(imp.from);
        if (!pkg) continue;
        for (const n of imp.names) for (const st of pkg.stylesOf(n)) styles.add(st);
      }
    }
  }
}

/** The Mantine packages of one node_modules, read on demand. */
export class StyleRegistry {
  private readonly packages = new Map<string, MantinePackage | null>();
  private readonly importsOf = new Map<string, Import[]>();
  private readonly order: Map<string, number>;
  private readonly require: NodeRequire;

  constructor(fromDir: string) {
    this.require = createRequire(join(fromDir, 'noop.js'));
    const core = this.packageRoot('@mantine/core');
    const all = readFileSync(join(core, 'styles.css'), 'utf8');
    const order = new Map<string, number>();
    for (const [i, name] of ['baseline', 'default-css-variables', 'global'].entries()) {
      order.set(name, i - 3);
    }
    // Mantine's full stylesheet is its per-component files in dependency
    // order: a file's position there is its rank.
    for (const f of readdirCss(join(core, 'styles'))) {
      const css = readFileSync(join(core, 'styles', `${f}.css`), 'utf8').trim();
      const at = all.indexOf(css.slice(0, 200));
      if (at >= 0 && !order.has(f)) order.set(f, at);
    }
    this.order = order;
  }

  private packageRoot(name: string) {
    // The packages export no package.json; their CommonJS entry sits one
    // folder below the root.
    const entry = this.require.resolve(name);
    const at = entry.lastIndexOf(name.replace('/', entry.includes('\\') ? '\\' : '/'));
    return entry.slice(0, at + name.length);
  }

  package(specifier: string): MantinePackage | null {
    const name = /^@mantine\/[^/]+/.exec(specifier)?.[0];
    if (!name) return null;
    if (!this.packages.has(name)) {
      let pkg: MantinePackage | null = null;
      try {
        pkg = new MantinePackage(name, this.packageRoot(name), this);
      } catch {
        // A Mantine package without an ES build (hooks, form) has no styles.
      }
      this.packages.set(name, pkg);
    }
    return this.packages.get(name) ?? null;
  }

  /** The static imports of one of Mantine's files, read once. */
  imports(file: string): Import[] {
    let imports = this.importsOf.get(file);
    if (!imports) {
      imports = readImports(file);
      this.importsOf.set(file, imports);
    }
    return imports;
  }

  /** The stylesheet a package's module of class names belongs to. */
  ownStylesheet(pkg: string, component: string) {
    // Only core ships one file per component; the others one for all.
    return pkg === '@mantine/core'
      ? `@mantine/core/styles/${component}.layer.css`
      : `${pkg}/styles.layer.css`;
  }

  /** Sorts stylesheets into Mantine's order: core's by rank, then the other packages'. */
  sort(sheets: Iterable<string>): string[] {
    const rank = (s: string) => {
      const core = /^@mantine\/core\/styles\/(.+)\.layer\.css$/.exec(s);
      return core?.[1] !== undefined ? (this.order.get(core[1]) ?? 1e9) : 2e9;
    };
    return [...sheets].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }

  /** The stylesheets the app module `code` needs for the Mantine components it uses. */
  stylesFor(code: string): string[] {
    const imports = mantineImports(code);
    if (imports.length === 0) return [];
    // References outside the import statements: `Modal.extend(...)` in a
    // theme configures a component without drawing it.
    const body = code.replace(importStatement, '');
    const sheets = new Set<string>();
    for (const imp of imports) {
      const pkg = this.package(imp.from);
      if (!pkg) continue;
      const explicit = new RegExp(`['"]${imp.from.replace('/', '\\/')}\\/styles`).test(code);
      for (const [imported, local] of imp.bindings) {
        if (!isRendered(body, local)) continue;
        for (const s of pkg.stylesOf(imported)) {
          // A module importing a package's whole stylesheet itself keeps it.
          if (explicit && s === `${imp.from}/styles.layer.css`) continue;
          sheets.add(s);
        }
      }
    }
    return this.sort(sheets);
  }
}

const importStatement = /^\s*import\s[^;]*?from\s*['"][^'"]+['"];?/gm;

function readdirCss(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length));
}

type Import = { from: string; names: string[] };

/** The static imports of one of Mantine's generated ES modules. */
function readImports(file: string): Import[] {
  const code = readFileSync(file, 'utf8');
  const out: Import[] = [];
  for (const m of code.matchAll(/^import\s+(?:([^;]*?)\s+from\s+)?"([^"]+)";?$/gm)) {
    const clause = m[1] ?? '';
    const names = [...clause.matchAll(/([\w$]+)(?:\s+as\s+[\w$]+)?/g)]
      .map((n) => n[1] ?? '')
      .filter((n) => n !== 'as');
    out.push({ from: m[2] ?? '', names });
  }
  return out;
}

/** Export name → the file that defines it, from a generated index.mjs (`import {..} from`, then `export {..}`). */
function readExports(index: string): Exports {
  const code = readFileSync(index, 'utf8');
  const local = new Map<string, string>();
  for (const m of code.matchAll(/^import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)";?$/gm)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [imported, alias] = spec.trim().split(/\s+as\s+/);
      if (imported) local.set((alias ?? imported).trim(), resolve(dirname(index), m[2] ?? ''));
    }
  }
  const exports: Exports = new Map();
  for (const m of code.matchAll(/^export\s+\{([^}]*)\};?$/gm)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [name, alias] = spec.trim().split(/\s+as\s+/);
      const file = name ? local.get(name.trim()) : undefined;
      if (name && file) exports.set((alias ?? name).trim(), file);
    }
  }
  return exports;
}

type AppImport = { from: string; bindings: [imported: string, local: string][] };

/** The value imports from `@mantine/*` packages in an app module (type-only ones draw nothing). */
export function mantineImports(code: string): AppImport[] {
  const out: AppImport[] = [];
  for (const m of code.matchAll(
    /^\s*import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/[^'"]+)['"]/gm,
  )) {
    if (m[1]) continue;
    const bindings: [string, string][] = [];
    for (const spec of (m[2] ?? '').split(',')) {
      const s = spec.trim();
      if (!s || s.startsWith('type ')) continue;
      const [imported, alias] = s.split(/\s+as\s+/);
      if (imported) bindings.push([imported.trim(), (alias ?? imported).trim()]);
    }
    out.push({ from: m[3] ?? '', bindings });
  }
  return out;
}

/**
 * Whether `name` is used in `body` other than to configure it: a theme's
 * `components: { Modal: Modal.extend(...) }` names a component without
 * drawing it.
 */
function isRendered(body: string, name: string) {
  const uses = body.match(new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$:])`, 'g'))?.length ?? 0;
  const configures =
    body.match(new RegExp(`(?<![\\w$.])${escape(name)}\\.extend\\(`, 'g'))?.length ?? 0;
  return uses > configures;
}

function escape(s: string) {
  return s.replace(/[$]/g, '\\$');
}

/**
 * Moves the entry's Mantine rules into the sub-layer `mantine.entry`.
 *
 * Within one layer the stylesheet that comes later in the document wins,
 * and the entry's stylesheet is the last of all (build/routePreload.ts moves
 * it to the end of the body), while a route's stylesheets are added to the
 * head. The entry holds the components others build on (UnstyledButton's
 * `padding: 0; border: 0`), so a route's Tabs lost their padding and active
 * border to them. Rules outside any sub-layer beat those of its sub-layers:
 * in `mantine.entry`, the entry's rules yield to every route's, whatever
 * the order of the links. The entry's stylesheet needs nothing from a
 * route's (it holds what its components build on), so nothing it must win
 * is lost.
 */
export function intoEntryLayer(css: string): string {
  return css.replace(/@layer\s+mantine\s*\{/g, '@layer mantine.entry{');
}

/**
 * The Vite plugin: adds the stylesheet imports to every app module (under
 * `srcDir`) that imports Mantine components.
 */
export function mantineStyles(srcDir: string): Plugin {
  let registry: StyleRegistry | undefined;
  return {
    name: 'voluntech:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(srcDir) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('@mantine/')) return null;
      registry ??= new StyleRegistry(srcDir);
      const sheets = registry.stylesFor(code);
      if (sheets.length === 0) return null;
      // On the module's first line, so every other line keeps its number
      // for the source map.
      return { code: sheets.map((s) => `import '${s}';`).join('') + code, map: null };
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          for (const name of chunk.viteMetadata?.importedCss ?? []) {
            const asset = bundle[name];
            if (asset?.type === 'asset' && typeof asset.source === 'string') {
              asset.source = intoEntryLayer(asset.source);
            }
          }
        }
      },
    },
  };
}
