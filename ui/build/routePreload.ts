import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { PreloadedRoute } from '../src/app/preloads';

/**
 * A public page whose chunk, styles and first answers index.html starts
 * loading at once, as src/app/preloads.ts declares it.
 */
export type PreloadRoute = Pick<PreloadedRoute, 'path' | 'module'> & {
  data?: string[];
  /** Other modules the page draws with (a signed-in area's shell). */
  also?: string[];
  /**
   * A signed-in page: for a viewer with a stored session that has not
   * expired index.html starts the app's first request, the session's
   * refresh (src/shared/auth.ts refreshAuth), and the page's first answers
   * (`data`, with `:user` the stored user's id and `:company` their
   * company's) with the stored token; for a guest, nothing.
   */
  session?: boolean;
};

export type Entry = [path: string, js: string[], css: string[], data: string[], session?: 1];

/**
 * Runs in the page, inline in index.html, while the app's scripts download:
 * finds the route of the address and starts its chunks (modulepreload),
 * its stylesheets and its first API answers, which `src/shared/pb.ts`
 * takes instead of asking again. Without it the route's chunk is requested
 * only once React has started and the router has matched, and its data
 * only once that chunk has run: three round trips one after the other.
 * Self-contained: it is inlined as source.
 */
function preloadRoute(routes: Entry[]) {
  const segs = (location.pathname.replace(/\/+$/, '') || '/').split('/');
  for (const [pattern, js, css, data, session] of routes) {
    const parts = pattern.split('/');
    if (parts.length !== segs.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((p, i) => {
      const seg = segs[i] ?? '';
      if (!p.startsWith(':')) return p === seg;
      try {
        params[p.slice(1)] = decodeURIComponent(seg);
      } catch {
        return false;
      }
      return seg !== '';
    });
    if (!matches) continue;
    const link = (rel: string, href: string) => {
      const l = document.createElement('link');
      l.rel = rel;
      l.crossOrigin = '';
      l.href = href;
      document.head.appendChild(l);
    };
    for (const href of js) link('modulepreload', href);
    for (const href of css) link('stylesheet', href);
    // Where the app's auth store reads the session (src/shared/pb.ts): the
    // token, and the user it belongs to from the same storage.
    let token: string | null = null;
    let user: { id?: unknown; team?: unknown } | null = null;
    try {
      const storage = localStorage.getItem('authToken') ? localStorage : sessionStorage;
      token = storage.getItem('authToken');
      if (token && session) user = JSON.parse(storage.getItem('authUser') ?? 'null');
    } catch {
      // Storage refused (private mode) or a record that is not JSON: the
      // app's own requests ask for everything.
    }
    const started: Record<string, Promise<Response>> = {};
    const done = () => {
      (window as unknown as { __voluntechPreload?: typeof started }).__voluntechPreload = started;
    };
    // An address of the table with the path's parameters (and the user's)
    // filled in, its query sorted: as src/shared/preloaded.ts files it.
    const fill = (template: string, values: Record<string, string>) => {
      const sub = (s: string, enc: (v: string) => string) =>
        s.replace(/:(\w+)/g, (m, k: string) => (k in values ? enc(values[k] ?? '') : m));
      const [path = '', query = ''] = template.split('?');
      const url = new URL(sub(path, encodeURIComponent), location.origin);
      new URLSearchParams(query).forEach((v, k) => url.searchParams.append(k, sub(v, String)));
      url.searchParams.sort();
      return url;
    };
    if (token) {
      // Only a signed-in page starts anything for a signed-in viewer, and
      // only with a token the app will use: one that has not expired.
      if (!session) return done();
      let exp = 0;
      try {
        const part = token.split('.')[1] ?? '';
        exp = Number(JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))).exp) || 0;
      } catch {
        // Not a token the app accepts either: it asks for nothing.
      }
      if (exp * 1000 <= Date.now()) return done();
      // The session's refresh, the request the app sends first, then the
      // page's first answers as the stored user (none when a query string
      // changes what the page asks for). Filed as src/shared/preloaded.ts
      // takes them (this function is inlined as source: it names nothing
      // from outside).
      const address = '/api/collections/users/auth-refresh';
      started[`POST ${address} ${token}`] = fetch(address, {
        method: 'POST',
        headers: { Authorization: token },
        credentials: 'same-origin',
      });
      const id = typeof user?.id === 'string' ? user.id : '';
      if (id && !location.search) {
        const team = typeof user?.team === 'string' && user.team ? user.team : id;
        for (const template of data) {
          const url = fill(template, { ...params, user: id, company: team });
          started[`GET ${url.pathname + url.search} ${token}`] = fetch(url, {
            headers: { Authorization: token },
            credentials: 'same-origin',
          });
        }
      }
      return done();
    }
    // A guest on a signed-in page is sent to sign in: nothing to start.
    if (session || location.search) return;
    for (const template of data) {
      const url = fill(template, params);
      started[url.pathname + url.search] = fetch(url, { credentials: 'same-origin' });
    }
    done();
    return;
  }
}

/** The chunk files (and their stylesheets) a chunk needs that the entry has not loaded. */
function closure(
  chunk: Rollup.OutputChunk,
  chunks: Map<string, Rollup.OutputChunk>,
  skip: Set<string>,
) {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (c: Rollup.OutputChunk) => {
    if (seen.has(c.fileName) || skip.has(c.fileName)) return;
    seen.add(c.fileName);
    js.push('/' + c.fileName);
    for (const f of c.viteMetadata?.importedCss ?? []) css.add('/' + f);
    for (const i of c.imports) {
      const dep = chunks.get(i);
      if (dep) walk(dep);
    }
  };
  walk(chunk);
  return { js, css: [...css] };
}

/**
 * Moves the app's stylesheet links from the head to the end of the body.
 * In the head a stylesheet holds back the page's first frame until it has
 * loaded; headless Chromium (and so Lighthouse on this machine) then
 * shows that frame a second or two late, on its next timer, and every
 * figure taken from the frames (first paint, speed index) moves with it.
 * At the end of the body the empty page draws at once, and the app's
 * module scripts still run only after the stylesheet has loaded (a
 * stylesheet the parser inserted blocks the scripts that run after
 * parsing), so the app never draws unstyled.
 */
export function sheetsAfterRoot(html: string): string {
  const sheets = html.match(/\n?[ \t]*<link rel="stylesheet"[^>]*>/g) ?? [];
  if (sheets.length === 0) return html;
  if (!html.includes('</body>'))
    throw new Error('index.html has no </body> to put stylesheets before');
  let out = html;
  for (const s of sheets) out = out.replace(s, '');
  return out.replace('</body>', `  ${sheets.map((s) => s.trim()).join('\n    ')}\n  </body>`);
}

/**
 * The Vite plugin: puts preloadRoute and the table of `routes` (each with
 * its built chunk files) inline in index.html. A route module that is no
 * longer a chunk of its own fails the build, so the table cannot go stale
 * silently.
 */
export function routePreload(
  root: string,
  routes: PreloadRoute[],
  fixedPaths: string[] = [],
): Plugin {
  return {
    name: 'voluntech:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const out of Object.values(ctx.bundle)) {
          if (out.type === 'chunk') chunks.set(out.fileName, out);
        }
        const initial = new Set<string>();
        const addInitial = (c: Rollup.OutputChunk) => {
          if (initial.has(c.fileName)) return;
          initial.add(c.fileName);
          for (const i of c.imports) {
            const dep = chunks.get(i);
            if (dep) addInitial(dep);
          }
        };
        for (const c of chunks.values()) if (c.isEntry) addInitial(c);
        const chunkOf = (path: string, module: string) => {
          const id = resolve(root, module);
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`route ${path}: ${module} is not a chunk of its own`);
          return chunk;
        };
        const routed: Entry[] = routes.map((r) => {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const m of [...(r.also ?? []), r.module]) {
            const files = closure(chunkOf(r.path, m), chunks, initial);
            files.js.forEach((f) => js.add(f));
            files.css.forEach((f) => css.add(f));
          }
          const entry: Entry = [r.path, [...js], [...css], r.data ?? []];
          if (r.session) entry.push(1);
          return entry;
        });
        const table = rankFixedFirst(routed, fixedPaths);
        // Before the app's own tags, so its requests start first; a script
        // after a stylesheet would also wait for that stylesheet to load
        // (sheetsAfterRoot then moves the stylesheets after the root anyway).
        const script = `<script>(${preloadRoute.toString()})(${JSON.stringify(table)})</script>\n    `;
        const at = html.search(/<script type="module"|<link rel="(?:stylesheet|modulepreload)"/);
        if (at < 0) throw new Error('index.html has no script or stylesheet to preload before');
        return sheetsAfterRoot(html.slice(0, at) + script + html.slice(at));
      },
    },
  };
}

/**
 * The table in the order the page matches it: fixed addresses before
 * patterns (the router's ranking), each fixed address of the app present
 * (with nothing to preload if no route declares it), so a pattern such as
 * /company/:username never claims /company/dashboard.
 */
export function rankFixedFirst(routes: Entry[], fixedPaths: string[]): Entry[] {
  const isFixed = (e: Entry) => !e[0].includes(':');
  const declared = new Set(routes.map((e) => e[0]));
  const bare: Entry[] = [...new Set(fixedPaths)]
    .filter((p) => !declared.has(p))
    .map((p) => [p, [], [], []]);
  return [...routes.filter(isFixed), ...bare, ...routes.filter((e) => !isFixed(e))];
}

export { preloadRoute };
