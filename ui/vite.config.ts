/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStyles } from './build/mantineStyles';
import { pageChunks } from './build/pageChunks';
import { precompress } from './build/precompress';
import { routePreload } from './build/routePreload';
import { areaFamilies, areaPreloads, fixedPaths, preloadedRoutes } from './src/app/preloads';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const api = process.env.VOLUNTECH_API ?? 'http://127.0.0.1:8090';

/**
 * Vendor chunks: libraries change far less often than the app, so each
 * group keeps its file name (and the browser its cached copy) across
 * releases that only change the app. Only what the first page needs
 * (`$initial`: reached by static imports from the entry) is grouped; what
 * only some routes use (charts, dates, Stripe, most icons) stays with
 * those routes. Stylesheets are never grouped: they go with the app
 * module that imports them (see build/mantineStyles.ts).
 */
const vendor = (name: string, packages: string[]) => ({
  name,
  tags: ['$initial' as const],
  test: (id: string) =>
    !/\.css($|\?)/.test(id) && packages.some((p) => id.includes(`/node_modules/${p}/`)),
});

/**
 * Small modules that most pages use but the entry does not import: the
 * bundler gives each a chunk of its own (a few hundred bytes to 2 KB),
 * and a list or profile page loaded six of them, each a request in the
 * browser's queue before the page draws. Grouped with the first chunks
 * instead (5 KB brotli in all): their names are the Mantine parts the
 * public pages draw (close buttons, portals) and the query hooks they
 * call, plus the app's API client and paths, which the entry imports but
 * the bundler had split out because the routes import them too.
 */
const commonModules = [
  // TanStack Query's hooks for mutations, several queries and paged lists.
  /\/@tanstack\/(query-core|react-query)\/build\/modern\/(useMutation|mutationObserver|useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/,
  // Mantine's close button and portals, and the helpers they use.
  /\/@mantine\/core\/esm\/components\/(CloseButton|Portal)\//,
  /\/@mantine\/core\/esm\/core\/(utils\/get-default-z-index|Box\/get-style-object)\//,
  /\/@mantine\/hooks\/esm\/(use-merged-ref|use-mutation-observer)\//,
  // The app's API client and its paths.
  /\/ui\/src\/shared\/(pb|storage|preloaded|paths)\.ts$/,
];
const common = {
  name: 'common',
  test: (id: string) => commonModules.some((m) => m.test(id)),
};

// The public pages index.html preloads, their chunk families and first
// answers: declared once, in src/app/preloads.ts (data only; the build
// imports nothing from the app's features or pages).
// The signed-in pages index.html preloads get families of their own, so
// they do not load a public family's chunk for the few parts they share.
const publicChunks = pageChunks(root, preloadedRoutes, areaFamilies(Object.values(areaPreloads)));

export default defineConfig({
  root,
  plugins: [
    mantineStyles(src),
    publicChunks.plugin,
    react(),
    routePreload(root, [...preloadedRoutes, ...Object.values(areaPreloads)], fixedPaths),
    precompress(),
  ],
  resolve: {
    alias: { '@': src },
  },
  build: {
    outDir: fileURLToPath(new URL('../pb_public', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            vendor('react', [
              'react',
              'react-dom',
              'scheduler',
              'react-router',
              'cookie',
              'set-cookie-parser',
            ]),
            vendor('mantine', [
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/notifications',
              '@mantine/store',
              '@floating-ui/react',
              '@floating-ui/react-dom',
              '@floating-ui/dom',
              '@floating-ui/core',
              '@floating-ui/utils',
              'clsx',
              'react-remove-scroll',
              'react-remove-scroll-bar',
              'react-style-singleton',
              'use-callback-ref',
              'use-sidecar',
              'get-nonce',
              'detect-node-es',
              'tslib',
              'react-number-format',
              'react-transition-group',
            ]),
            vendor('data', ['@tanstack/query-core', '@tanstack/react-query', 'pocketbase']),
            common,
            publicChunks.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/_': api },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // A test that types through a multi-step form takes about 2 s on a quiet
    // 2-core machine and several times that when the machine is busy (a
    // build, a browser run beside it); the default 5 s then fails tests that
    // are slow, not wrong. 30 s still ends a test that hangs.
    testTimeout: 30_000,
  },
});
