import { QueryClient } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
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
  type AreaPreload,
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

/** A query client and a route loader's arguments for `path`. */
function loaderOf(path: string, params: Record<string, string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const args = {
    params,
    request: new Request(new URL(path, location.origin)),
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  return { client, args };
}

/**
 * The addresses the client asks for from now on, as sent (the client adds
 * the query after beforeSend), whether taken from index.html's or fetched.
 */
function recordAsked(pb: PocketBase): string[] {
  const asked: string[] = [];
  const send = pb.beforeSend;
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
  return asked;
}

/** The router's route at `path` loads the module `r` declares. */
async function expectRouterLoads(path: string, r: Pick<PreloadedRoute, 'module'>) {
  const { routes } = await import('./routes');
  const route = findRoute(routes, path);
  expect(route?.lazy, `no lazy route at ${path}`).toBeTypeOf('function');
  const loaded = await (route?.lazy as () => Promise<{ Component: unknown }>)();
  expect(loaded.Component).toBe((await loadModule(r)).Component);
}

/** A token the auth store holds valid (a JWT) for `ttl` seconds more. */
const jwt = (sig: string, ttl = 3600) => {
  const exp = Math.floor(Date.now() / 1000) + ttl;
  return `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.${sig}`;
};

/** `template` with the sample parameters and the user's ids filled in. */
function fillSample(template: string, params: Record<string, string>) {
  const [path = '', query = ''] = template.split('?');
  const url = new URL(
    path.replace(/:(\w+)/g, (m, k: string) => params[k] ?? m),
    location.origin,
  );
  new URLSearchParams(query).forEach((v, k) =>
    url.searchParams.append(
      k,
      v.replace(/:(\w+)/g, (m, n: string) => params[n] ?? m),
    ),
  );
  return url.pathname + url.search;
}

/**
 * A signed-in viewer of the area page `r` with a stored session (user u1 of
 * company t1, its token `ttl` seconds from expiring), whose refresh the
 * server answers for `refreshedAs`: `start` runs index.html's script and
 * returns what it fetched; `firstScreen` then refreshes the session as the
 * app does and runs the shell's and the page's `firstData`, returning the
 * addresses they asked for; `sent` is what went to the server after
 * `start`.
 */
function signedIn(r: AreaPreload, refreshedAs = 'u1', ttl = 3600) {
  vi.resetModules();
  const role = r.path.startsWith('/company')
    ? 'company'
    : r.path.startsWith('/volunteer')
      ? 'volunteer'
      : 'superadmin';
  const user = (id: string) => ({
    id,
    team: role === 'company' ? 't1' : '',
    role,
    verified: true,
    username: 'sample',
    collectionId: 'users',
    collectionName: 'users',
  });
  const stored = jwt('stored', ttl);
  const fresh = jwt('fresh');
  const fetched: { url: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = key(String(input instanceof Request ? input.url : input));
      fetched.push({ url, auth: new Headers(init?.headers).get('Authorization') });
      // One record: an open opportunity, a completed engagement (the
      // pages then ask for everything they may ask for first).
      const one = /\/records\/[^/?]+$/.test(url);
      const body = url.endsWith('/auth-refresh')
        ? { token: fresh, record: user(refreshedAs) }
        : one
          ? {
              id: 'sample-id',
              status: url.includes('/engagements/') ? 'completed' : 'open',
              expires_at: '2999-01-01 00:00:00.000Z',
            }
          : { items: [], page: 1, perPage: 1, totalItems: 0, totalPages: 0 };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  localStorage.setItem('authToken', stored);
  localStorage.setItem('authUser', JSON.stringify(user('u1')));
  const { path, params } = sample(r.path);
  const values = { ...params, user: 'u1', company: role === 'company' ? 't1' : 'u1' };
  let mark = 0;
  return {
    stored,
    fresh,
    params: values,
    get sent() {
      return fetched.slice(mark);
    },
    start() {
      history.replaceState(null, '', path);
      preloadRoute([[r.path, [], [], r.data, 1]]);
      mark = fetched.length;
      return fetched.slice(0);
    },
    async firstScreen() {
      const { pb } = await import('@/shared/pb');
      const { refreshAuth } = await import('@/shared/auth');
      await refreshAuth();
      mark = fetched.length;
      const asked = recordAsked(pb);
      const shell = (await import('./layouts/AreaLayout')) as unknown as PageModule;
      const page = await loadModule(r);
      const { client, args } = loaderOf(path, params);
      await Promise.all([
        ...(shell.firstData?.(client, args) ?? []),
        ...(page.firstData?.(client, args) ?? []),
      ]);
      return asked;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __voluntechPreload?: unknown }).__voluntechPreload;
  history.replaceState(null, '', '/');
  localStorage.clear();
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
      const asked = recordAsked(pb);
      const { firstData } = await loadModule(r);
      const { client, args } = loaderOf(path, params);
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

  it.each(Object.values(areaPreloads).map((r) => [r.path, r] as const))(
    '%s: the first screen asks for exactly the answers index.html started as the stored user, and none again',
    async (_, r) => {
      const s = signedIn(r);
      const preloaded = s.start();
      expect(preloaded.map((p) => p.url)).toEqual([
        '/api/collections/users/auth-refresh',
        ...r.data.map((d) => key(fillSample(d, s.params))),
      ]);
      expect(new Set(preloaded.map((p) => p.auth))).toEqual(new Set([s.stored]));
      const asked = await s.firstScreen();
      expect(asked.sort()).toEqual(
        preloaded
          .slice(1)
          .map((p) => p.url)
          .sort(),
      );
      expect(s.sent, 'asked again instead of taking the preloaded answer').toEqual([]);
    },
  );

  it("takes no answer started for the stored user when the session's refresh names another", async () => {
    const s = signedIn(areaPreloads.companyDashboard, 'u2');
    const preloaded = s.start();
    const asked = await s.firstScreen();
    expect(asked.length).toBeGreaterThan(0);
    expect(s.sent.map((p) => p.url).sort(), 'every answer asked for again').toEqual(asked.sort());
    expect(s.sent.every((p) => p.auth === s.fresh)).toBe(true);
    expect(preloaded).toHaveLength(areaPreloads.companyDashboard.data.length + 1);
  });

  it('takes each answer once: the same address asked again goes to the server', async () => {
    const s = signedIn(areaPreloads.companyDashboard);
    s.start();
    await s.firstScreen();
    const { pb } = await import('@/shared/pb');
    await pb.send('/api/company/team', {});
    expect(s.sent.map((p) => p.url)).toEqual(['/api/company/team']);
  });

  it('starts nothing with an expired token, nor for a guest', () => {
    const expired = signedIn(areaPreloads.companyDashboard, 'u1', -60);
    expect(expired.start()).toEqual([]);
    localStorage.clear();
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    const r = areaPreloads.companyDashboard;
    history.replaceState(null, '', r.path);
    preloadRoute([[r.path, [], [], r.data, 1]]);
    expect(fetched).not.toHaveBeenCalled();
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
