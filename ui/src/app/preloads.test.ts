import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute, rankFixedFirst } from '../../build/routePreload';
import {
  areaFamilies,
  areaPreloads,
  AREA_FAMILY,
  AREA_LAYOUT,
  FOOTER,
  fixedPaths,
  preloadedRoutes,
  type PreloadedRoute,
} from './preloads';

/** A page module as the router loads it (app/routes.tsx). */
type PageModule = {
  Component: unknown;
  firstData?: (client: QueryClient, args: LoaderFunctionArgs) => Promise<void>[];
};
const loadModule = (r: Pick<PreloadedRoute, 'module'>) => {
  // From the Vite root (ui/), as the build names it.
  const id = `/${r.module}`;
  return import(/* @vite-ignore */ id) as Promise<PageModule>;
};

/** The route of `path` in the table; the index route under the public layout for "/". */
function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const r of routes) {
    if (r.path === path || (path === '/' && r.index && r.lazy)) return r;
    const child = findRoute(r.children ?? [], path);
    if (child) return child;
  }
  return undefined;
}

/** A sample address of `pattern` and its parameters. */
function sample(pattern: string) {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_, k: string) => (params[k] = `sample-${k}`));
  return { path, params };
}

/** An address as index.html keys it: path and sorted query. */
function key(url: string) {
  const u = new URL(url, location.origin);
  u.searchParams.sort();
  return u.pathname + u.search;
}

/** The router's route at `path` loads the module `r` declares. */
async function expectRouterLoads(path: string, r: Pick<PreloadedRoute, 'module'>) {
  const { routes } = await import('./routes');
  const route = findRoute(routes, path);
  expect(route?.lazy, `no lazy route at ${path}`).toBeTypeOf('function');
  const loaded = await (route?.lazy as () => Promise<{ Component: unknown }>)();
  expect(loaded.Component).toBe((await loadModule(r)).Component);
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __voluntechPreload?: unknown }).__voluntechPreload;
  history.replaceState(null, '', '/');
});

describe('app/preloads.ts, the one declaration of what a public page preloads', () => {
  it.each(preloadedRoutes.map((r) => [r.path, r] as const))(
    '%s: the router loads the declared module at the declared path',
    async (path, r) => {
      await expectRouterLoads(path, r);
    },
  );

  it.each(preloadedRoutes.map((r) => [r.path, r] as const))(
    '%s: the page asks for exactly the answers index.html started, and none again',
    async (_, r) => {
      vi.resetModules();
      const fetched: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          fetched.push(key(String(input instanceof Request ? input.url : input)));
          return new Response('{}', { headers: { 'content-type': 'application/json' } });
        }),
      );
      const { path, params } = sample(r.path);
      history.replaceState(null, '', path);
      // What the inline script of index.html does for a guest at this address.
      preloadRoute([[r.path, [], [], r.data]]);
      const preloaded = fetched.splice(0);
      expect(preloaded).toHaveLength(r.data.length);
      expect(r.data.at(-1)).toBe(FOOTER);

      const { pb } = await import('@/shared/pb');
      const asked: string[] = [];
      const send = pb.beforeSend;
      // The address as sent: the client adds the query after beforeSend.
      pb.beforeSend = async (url, options) => {
        const sent = (await send?.(url, options)) ?? { url, options };
        const opts = sent.options ?? options;
        const take = opts.fetch ?? fetch;
        opts.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          asked.push(key(String(input)));
          return take(input, init);
        };
        return { url: sent.url ?? url, options: opts };
      };
      const { firstData } = await loadModule(r);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const args = {
        params,
        request: new Request(new URL(path, location.origin)),
        context: undefined,
      } as unknown as LoaderFunctionArgs;
      await Promise.all(firstData?.(client, args) ?? []);

      // The footer is the public layout's answer (app/routes.tsx), not the page's.
      expect(asked.sort()).toEqual(preloaded.filter((u) => u !== FOOTER).sort());
      expect(fetched, 'asked again instead of taking the preloaded answer').toEqual([]);
    },
  );
});

describe('app/preloads.ts, what index.html starts for a signed-in page', () => {
  it.each(Object.values(areaPreloads).map((r) => [r.path, r] as const))(
    '%s: the router loads the declared module there; the area shell comes with it',
    async (path, r) => {
      await expectRouterLoads(path, r);
      expect(r.also).toEqual([AREA_LAYOUT]);
    },
  );

  it("starts the session's refresh for a signed-in viewer, which the app's first refresh takes", async () => {
    vi.resetModules();
    // Tokens the auth store holds valid (JWTs that expire in an hour).
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const jwt = (sig: string) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.${sig}`;
    const stored = jwt('stored');
    const fresh = jwt('fresh');
    const sent: { url: string; auth: string | null; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({
          url: key(String(input instanceof Request ? input.url : input)),
          auth: new Headers(init?.headers).get('Authorization'),
          method: init?.method ?? 'GET',
        });
        const record = { id: 'u1', collectionId: 'users', collectionName: 'users' };
        return new Response(JSON.stringify({ token: fresh, record }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    localStorage.setItem('authToken', stored);
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1' }));
    try {
      const r = areaPreloads.companyDashboard;
      history.replaceState(null, '', r.path);
      preloadRoute([[r.path, [], [], [], 1]]);
      expect(sent).toEqual([
        { url: '/api/collections/users/auth-refresh', auth: stored, method: 'POST' },
      ]);
      const { pb } = await import('@/shared/pb');
      const { refreshAuth } = await import('@/shared/auth');
      expect(pb.authStore.token).toBe(stored);
      await refreshAuth();
      expect(sent, 'refreshed again instead of taking the started refresh').toHaveLength(1);
      expect(pb.authStore.token).toBe(fresh);
      // Taken once: the next refresh asks the server.
      await refreshAuth();
      expect(sent).toHaveLength(2);
    } finally {
      localStorage.clear();
    }
  });

  it("starts nothing for a signed-in viewer on a page that is not a signed-in one, nor a guest's answers", () => {
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    localStorage.setItem('authToken', 'stored-token');
    try {
      history.replaceState(null, '', '/volunteers');
      preloadRoute([['/volunteers', [], [], ['/api/directory/volunteers']]]);
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      localStorage.clear();
    }
  });

  it("gives each page module one chunk family of its own, the shell's first", () => {
    const families = areaFamilies(Object.values(areaPreloads));
    expect(families[0]).toEqual({ module: AREA_LAYOUT, family: AREA_FAMILY });
    const byModule = new Map<string, string>();
    for (const { module, family } of families) {
      // The messages page serves four addresses: one module, one family.
      expect(byModule.get(module) ?? family).toBe(family);
      byModule.set(module, family);
    }
    expect(new Set(byModule.values()).size, 'two modules share a family').toBe(byModule.size);
    expect(areaPreloads.companyDashboard.family).toBe('company-DashboardPage');
  });

  it('matches a fixed address before a pattern, as the router ranks them', () => {
    const links: string[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      links.push((node as HTMLLinkElement).href);
      return node;
    });
    try {
      const table = rankFixedFirst(
        [
          ['/company/:username', ['/public-profile.js'], [], []],
          ['/company/opportunities/:id/board', ['/board.js'], [], []],
        ],
        fixedPaths,
      );
      for (const [at, want] of [
        ['/company/dashboard', []],
        ['/company/team', []],
        ['/company/greenbyte', ['/public-profile.js']],
        ['/company/opportunities/abc/board', ['/board.js']],
      ] as const) {
        links.length = 0;
        history.replaceState(null, '', at);
        preloadRoute(table);
        expect(
          links.map((l) => new URL(l).pathname),
          at,
        ).toEqual(want);
      }
    } finally {
      append.mockRestore();
    }
  });
});
