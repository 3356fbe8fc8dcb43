import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const src = fileURLToPath(new URL('./ui/src', import.meta.url));

/**
 * The UI's boundaries (docs/architecture.md, "Where a feature lives"):
 * a feature (ui/src/features/<domain>) imports only ui/src/shared and its
 * own files; shared imports only shared; the role pages (ui/src/pages)
 * compose features and shared; only the app (ui/src/app: the route table,
 * the layouts) imports the pages. The build (ui/build,
 * ui/vite.config.ts) and the route data it reads (ui/src/app/preloads.ts)
 * import nothing from the features or pages. Tests may also import
 * ui/src/test.
 */
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const boundaries = [
  ...features.map((name) => ({
    target: `./ui/src/features/${name}`,
    from: './ui/src/features',
    except: [`./${name}`],
    message: `a feature imports only ui/src/shared and its own files; compose features in a page (ui/src/pages)`,
  })),
  {
    target: './ui/src/features',
    from: ['./ui/src/pages', './ui/src/app'],
    message: 'a feature imports only ui/src/shared and its own files',
  },
  {
    target: './ui/src/shared',
    from: ['./ui/src/features', './ui/src/pages', './ui/src/app'],
    message: 'shared code imports only shared code',
  },
  {
    target: ['./ui/build', './ui/vite.config.ts', './ui/src/app/preloads.ts'],
    from: ['./ui/src/features', './ui/src/pages'],
    message:
      'the build reads what a route preloads as data (ui/src/app/preloads.ts), never app modules',
  },
  {
    target: './ui/src/pages',
    from: './ui/src/app',
    message: 'a page composes features and shared code; the app imports the pages, not the reverse',
  },
];

export default tseslint.config(
  { ignores: ['pb_public', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['ui/src/**/*.{ts,tsx}', 'ui/build/**/*.ts', 'ui/vite.config.ts', 'e2e/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}', 'ui/build/**/*.ts', 'ui/vite.config.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [src] },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // An import the resolver cannot follow would escape the boundaries unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?'] }],
    },
  },
);
