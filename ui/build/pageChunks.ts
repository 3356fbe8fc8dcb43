import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Which roots reach a module through static imports, one bit each: the
 * app's entry, then each family of public pages.
 */
type Reach = number;
const ENTRY = 1;
const LANDING = 2;

const packageImport = /^\s*import\s+\{([^}]*)\}\s*from\s*['"]((?:@[\w-]+\/)?[\w-]+)['"]/gm;
const packageOf = (id: string) => /\/node_modules\/((?:@[\w-]+\/)?[\w-]+)\//.exec(id)?.[1];

/** The name a package module's file exports: `use-id.mjs` useId, `TextInput.mjs` TextInput. */
const exportedName = (id: string) =>
  (/([\w-]+)\.m?js$/.exec(id)?.[1] ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A public page: its route module and the family of pages whose chunk it shares. */
export interface PageOfFamily {
  module: string;
  family: string;
}

/**
 * Chunks for the public pages. Left to itself the bundler makes one chunk
 * for every set of pages sharing a module, which gave a profile page some
 * 70 scripts and 17 stylesheets of a few hundred bytes each; over HTTP/1.1
 * (six connections to a host) that is a dozen round trips one after
 * another before the page draws. Here what a family of pages (the lists,
 * the profiles ...) adds to the app's first chunks goes into one chunk
 * named after the family, and what several families share into `public`,
 * so a page loads the first chunks, at most three more and its own. The
 * first page's family is the landing page's: everything it uses goes into
 * its chunk, so it loads nothing it does not draw.
 *
 * Which pages use a module is found from the imports: the app's own are
 * exact (it has no index modules). A package's index imports every export,
 * so an import through one says nothing; instead a package's module counts
 * as used by the modules that import its name (`use-id.mjs` by those
 * importing `useId` from `@mantine/hooks`). A package's modules importing
 * each other by path are exact too. A component's stylesheet says nothing
 * of its modules: NativeSelect draws Combobox's chevron and so its
 * stylesheet, but none of Combobox's dropdown, popover and positioning
 * code, which counting the stylesheet's importers had put into every list
 * page (the lists' chunk went from 25 to 11 KB brotli). Route modules (loaded
 * through `import()`) keep chunks of their own, as `routePreload` needs.
 * A module the app's entry reaches stays in the first chunks.
 *
 * `signedIn` are the signed-in pages index.html preloads (the area shell
 * first): what only they use gets chunks of their own (the shell's, a
 * page's, one per set of pages sharing it); what they share with a public
 * family goes into `public`, so that they load none of the families'
 * chunks and no public page loads more files (a few KiB more bytes).
 */
export function pageChunks(root: string, pages: PageOfFamily[], signedIn: PageOfFamily[] = []) {
  const names = [...new Set(pages.map((p) => p.family))];
  const areaNames = [...new Set(signedIn.map((p) => p.family))];
  if (names.length + areaNames.length > 29) throw new Error('pageChunks: too many families');
  /** The bit of a public family, then of a signed-in one (after the public ones). */
  const publicBit = (i: number) => 2 << i;
  const areaBit = (i: number) => 2 << (names.length + i);
  /** Every signed-in family's bit. */
  const areaBits = areaNames.reduce((bits, _, i) => bits | areaBit(i), 0);
  /** The bit each root module sets: the entry, then one per family. */
  const roots = new Map<string, Reach>([[resolve(root, 'src/main.tsx'), ENTRY]]);
  for (const p of pages) roots.set(resolve(root, p.module), publicBit(names.indexOf(p.family)));
  for (const p of signedIn) {
    const id = resolve(root, p.module);
    roots.set(id, (roots.get(id) ?? 0) | areaBit(areaNames.indexOf(p.family)));
  }
  /** The modules importing each name from a package: `@mantine/hooks:useId`. */
  const nameUsers = new Map<string, Set<string>>();
  const memo = new Map<string, Reach>();

  /**
   * Whether `id` is a package's index: the module a bare import resolves
   * to, which imports every export of the package (more than 40 modules).
   */
  const isPackageIndex = (id: string, graph: ModuleGraph) =>
    id.includes('/node_modules/') && (graph.getModuleInfo(id)?.importedIds.length ?? 0) > 40;

  /** The modules that use `id`, as far as the graph tells it exactly. */
  const usersOf = (id: string, graph: ModuleGraph): string[] => {
    const users =
      graph.getModuleInfo(id)?.importers.filter((by) => !isPackageIndex(by, graph)) ?? [];
    const pkg = packageOf(id);
    if (pkg) users.push(...(nameUsers.get(`${pkg}:${exportedName(id)}`) ?? []));
    return users;
  };

  const reach = (id: string, graph: ModuleGraph, open: Set<string>): Reach => {
    const known = memo.get(id);
    if (known) return known;
    if (open.has(id)) return 0;
    let out: Reach = roots.get(id) ?? 0;
    const info = graph.getModuleInfo(id);
    // A module loaded through import() starts its own chunk: what imports
    // it does not pull it into a chunk.
    if (info && info.dynamicImporters.length === 0 && out === 0) {
      open.add(id);
      for (const by of usersOf(id, graph)) out |= reach(by, graph, open);
      open.delete(id);
    }
    // An answer found inside a cycle may miss what lies behind the cycle's
    // start: only answers from the outermost call are kept.
    if (open.size === 0) memo.set(id, out);
    return out;
  };

  /** Records the names each module imports from packages (Mantine's own modules import each other's packages by name too). */
  const plugin: Plugin = {
    name: 'voluntech:page-chunks',
    apply: 'build',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || !code.includes('import')) return null;
      for (const m of code.matchAll(packageImport)) {
        for (const spec of (m[1] ?? '').split(',')) {
          const name = spec
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (!name || name.startsWith('type ')) continue;
          const key = `${m[2]}:${name}`;
          let users = nameUsers.get(key);
          if (!users) nameUsers.set(key, (users = new Set()));
          users.add(id);
        }
      }
      return null;
    },
  };

  const group = {
    name: (id: string, graph: ModuleGraph) => {
      const info = graph.getModuleInfo(id);
      if (!info || info.dynamicImporters.length > 0) return null;
      const r = reach(id, graph, new Set());
      if (r & ENTRY || r === 0) return null;
      if (r & LANDING) return names[0];
      const used = names.filter((_, i) => r & publicBit(i));
      if (used.length === 0) {
        // Signed-in only: what the shell uses goes with the shell, what
        // one page uses with that page. What several pages share goes into
        // one chunk per set of pages sharing it (the board's drag and drop
        // is not the dashboard's), instead of the bundler's chunk per
        // component and set of routes: a page loaded some 40 scripts of a
        // few hundred bytes each, a dozen round trips over HTTP/1.1.
        // What a public family shares with the signed-in pages goes into
        // `public` (below), not into chunks of its own: splitting it out of
        // the family's chunk gave every public page more scripts than it
        // may wait for (e2e/styles.spec.ts).
        if (r & areaBit(0)) return areaNames[0];
        const areas = areaNames.filter((_, i) => r & areaBit(i));
        if (areas.length === 1) return areas[0];
        return `${areaNames[0]}-${areaNames.flatMap((_, i) => (r & areaBit(i) ? [i] : [])).join('-')}`;
      }
      // What one public family shares with the signed-in pages goes into
      // `public`, which every public page but the landing page loads
      // anyway: a signed-in page then loads none of the families' chunks
      // for the few parts it shares (a divider, a card, three icons), which
      // cost it the sign-in, profiles and lists chunks whole (about 40 KiB
      // brotli), and a public page no more files.
      if (used.length === 1 && !(r & areaBits)) return used[0];
      return 'public';
    },
    debugName: 'public pages',
    includeDependenciesRecursively: false,
  };

  return { plugin, group };
}
