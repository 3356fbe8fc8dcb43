// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageChunks } from './pageChunks';

const root = '/app/ui';
const nm = '/app/node_modules';
const src = (f: string) => `${root}/src/${f}`;

/** A module graph from `importer → imported` lists, with the import() edges apart. */
function graphOf(edges: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat()]);
  return {
    getModuleInfo(id: string) {
      if (!ids.has(id)) return null;
      return {
        importedIds: edges[id] ?? [],
        importers: Object.keys(edges).filter((by) => edges[by]?.includes(id)),
        dynamicImporters: Object.keys(dynamic).filter((by) => dynamic[by]?.includes(id)),
      };
    },
  };
}

describe('pageChunks', () => {
  // The hooks package's index names many modules, as a real index does.
  const hooksIndex = `${nm}/@mantine/hooks/esm/index.mjs`;
  const otherHooks = Array.from({ length: 45 }, (_, i) => `${nm}/@mantine/hooks/esm/use-x${i}.mjs`);
  const useId = `${nm}/@mantine/hooks/esm/use-id/use-id.mjs`;
  const badge = `${nm}/@mantine/core/esm/components/Badge/Badge.mjs`;
  const badgeSheet = `${nm}/@mantine/core/styles/Badge.layer.css`;
  // NativeSelect draws Combobox's chevron, so its module imports Combobox's
  // stylesheet; Combobox's dropdown is another module of the same component.
  const comboboxSheet = `${nm}/@mantine/core/styles/Combobox.layer.css`;
  const comboboxDropdown = `${nm}/@mantine/core/esm/components/Combobox/ComboboxDropdown/ComboboxDropdown.mjs`;
  const pages = {
    home: src('WelcomePage.tsx'),
    list: src('ListPage.tsx'),
    otherList: src('OtherListPage.tsx'),
    profile: src('ProfilePage.tsx'),
  };
  const edges: Record<string, string[]> = {
    [src('main.tsx')]: [src('layout.tsx'), hooksIndex],
    [src('layout.tsx')]: [],
    [pages.home]: [src('hero.tsx'), src('layout.tsx')],
    [pages.list]: [src('card.tsx'), src('pager.tsx'), hooksIndex],
    [pages.otherList]: [src('card.tsx')],
    [pages.profile]: [src('card.tsx'), src('stars.tsx'), src('hero.tsx')],
    [src('card.tsx')]: [badgeSheet, hooksIndex],
    [src('pager.tsx')]: [comboboxSheet],
    [src('stars.tsx')]: [],
    [src('hero.tsx')]: [],
    [hooksIndex]: [useId, ...otherHooks],
    [badge]: [hooksIndex],
    [comboboxDropdown]: [],
    [src('signedIn.tsx')]: [],
  };
  const graph = graphOf(edges, { [src('routes.tsx')]: Object.values(pages) });
  const code: Record<string, string> = {
    [src('pager.tsx')]: "import { useId } from '@mantine/hooks';",
    [src('card.tsx')]: "import { Badge } from '@mantine/core';",
  };

  const chunks = pageChunks(root, [
    { module: 'src/WelcomePage.tsx', family: 'home' },
    { module: 'src/ListPage.tsx', family: 'lists' },
    { module: 'src/OtherListPage.tsx', family: 'lists' },
    { module: 'src/ProfilePage.tsx', family: 'profiles' },
  ]);
  const transform = chunks.plugin.transform as (code: string, id: string) => unknown;
  for (const [id, c] of Object.entries(code)) transform(c, id);
  const chunkOf = (id: string) => chunks.group.name(id, graph);

  it("puts what one family uses in the family's chunk, what several share in public", () => {
    expect(chunkOf(src('pager.tsx'))).toBe('lists');
    expect(chunkOf(src('stars.tsx'))).toBe('profiles');
    expect(chunkOf(src('card.tsx'))).toBe('public');
  });

  it("gives the landing page's chunk everything it uses, shared or not", () => {
    expect(chunkOf(src('hero.tsx'))).toBe('home');
  });

  it('leaves what the entry reaches, route modules and unused modules to the bundler', () => {
    expect(chunkOf(src('layout.tsx'))).toBeNull();
    expect(chunkOf(pages.list)).toBeNull();
    expect(chunkOf(src('signedIn.tsx'))).toBeNull();
  });

  it("follows a package's module to those importing its name, not through the index", () => {
    // The entry imports the hooks' index, yet only the list pager uses useId.
    expect(chunkOf(useId)).toBe('lists');
    for (const hook of otherHooks) expect(chunkOf(hook)).toBeNull();
  });

  it('follows a Mantine component to the modules importing its name', () => {
    expect(chunkOf(badge)).toBe('public');
  });

  it("does not follow a component's stylesheet to all of its modules", () => {
    // The list pager draws Combobox's stylesheet, yet nothing it renders
    // imports Combobox's dropdown.
    expect(chunkOf(comboboxDropdown)).toBeNull();
  });

  describe('with the signed-in pages', () => {
    const shell = src('AreaLayout.tsx');
    const dashboard = src('DashboardPage.tsx');
    const board = src('BoardPage.tsx');
    const inbox = src('InboxPage.tsx');
    const signedEdges: Record<string, string[]> = {
      ...edges,
      [pages.list]: [src('card.tsx'), src('pager.tsx'), src('search.tsx'), hooksIndex],
      [pages.profile]: [src('card.tsx'), src('stars.tsx'), src('hero.tsx'), src('form.tsx')],
      [shell]: [src('bell.tsx'), src('search.tsx'), src('hero.tsx'), src('card.tsx')],
      [dashboard]: [src('stat.tsx'), src('modal.tsx'), src('form.tsx')],
      [board]: [src('dnd.tsx'), src('modal.tsx'), src('stars.tsx')],
      [inbox]: [src('modal.tsx')],
      [src('bell.tsx')]: [],
      [src('search.tsx')]: [],
      [src('stat.tsx')]: [],
      [src('modal.tsx')]: [],
      [src('dnd.tsx')]: [],
      [src('form.tsx')]: [],
    };
    const signedGraph = graphOf(signedEdges, {
      [src('routes.tsx')]: [...Object.values(pages), shell, dashboard, board, inbox],
    });
    const signed = pageChunks(
      root,
      [
        { module: 'src/WelcomePage.tsx', family: 'home' },
        { module: 'src/ListPage.tsx', family: 'lists' },
        { module: 'src/OtherListPage.tsx', family: 'lists' },
        { module: 'src/ProfilePage.tsx', family: 'profiles' },
      ],
      [
        { module: 'src/AreaLayout.tsx', family: 'area' },
        { module: 'src/DashboardPage.tsx', family: 'dashboard' },
        { module: 'src/BoardPage.tsx', family: 'board' },
        { module: 'src/InboxPage.tsx', family: 'inbox' },
      ],
    );
    const signedChunkOf = (id: string) => signed.group.name(id, signedGraph);

    it("gives the shell's chunk what only the shell uses, a page's chunk what only it uses", () => {
      expect(signedChunkOf(src('bell.tsx'))).toBe('area');
      expect(signedChunkOf(src('stat.tsx'))).toBe('dashboard');
      expect(signedChunkOf(src('dnd.tsx'))).toBe('board');
    });

    it('keeps what several signed-in pages share in one chunk per set of pages', () => {
      expect(signedChunkOf(src('modal.tsx'))).toBe('area-1-2-3');
    });

    it("puts what one public family shares with signed-in pages into the public pages' shared chunk", () => {
      // A signed-in page then loads no family's chunk whole for the parts it
      // uses, and a public page no more files (every one but the landing
      // page loads `public`).
      expect(signedChunkOf(src('search.tsx'))).toBe('public');
      expect(signedChunkOf(src('form.tsx'))).toBe('public');
      expect(signedChunkOf(src('stars.tsx'))).toBe('public');
      // What only the family uses stays in its chunk.
      expect(signedChunkOf(src('pager.tsx'))).toBe('lists');
      // Several public families and the shell: the public pages' shared chunk, as before.
      expect(signedChunkOf(src('card.tsx'))).toBe('public');
      // The landing page's chunk keeps everything it uses.
      expect(signedChunkOf(src('hero.tsx'))).toBe('home');
    });
  });
});
