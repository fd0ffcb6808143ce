// One lint setup for the whole workspace. Besides the usual TypeScript and React checks it enforces the
// dependency direction of the architecture brief: app → features → shared, features never import each other,
// packages never import apps, the web and the API never import each other, and only repositories and db/
// talk to drizzle-orm. The rules that need the types run on oxlint (.oxlintrc.json, ADR 0144).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const elements = [
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: 'apps/web/src/shared' },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-e2e', pattern: 'apps/web/e2e' },
  { type: 'api', pattern: 'apps/api/(src|test)' },
  { type: 'package', pattern: 'packages/*/src', capture: ['package'] },
];

const drizzle = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories and db/ may use drizzle-orm.' };
const otherModulesRepository = {
  group: ['../*/*.repository'],
  message: "A module calls another module's service, never its repository.",
};
const anyModule = {
  regex: '(^|/)modules/',
  message: 'plugins, lib/ and db/ never import a module: app.ts hands them what they need.',
};
/** One block per group of API files (tests are exempt: they build their worlds from any module's factories). */
const apiImportRules = (blocks) =>
  blocks.map(({ files, except = [], restrict }) => ({
    files,
    ignores: ['apps/api/src/**/*.test.ts', ...except],
    rules: { 'no-restricted-imports': ['error', { patterns: restrict }] },
  }));

/** What every layer above it may use (ADR 0129): the shared layer, the UI kit, framework-free helpers, packages. */
const webShared = ['web-shared', 'web-components', 'web-lib', 'package'];
const toTypes = (...types) => ({ to: { element: { types: { anyOf: types } } } });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      // Written by generated-client.test.ts from the OpenAPI document.
      'apps/api/test/generated-client/api.generated.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // On oxlint (.oxlintrc.json), which finds the same unused names in 0.3 s: a tenth of ESLint's time went to it.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // One spelling for file names: kebab-case, whatever the middle extensions (.test, .routes, .d).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Signs that a file or a function holds more than one concern; warnings, so that review decides. Route plugins
    // register a module's routes in one function by design, and a test file's describe block is its table of contents.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.routes.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One way to read and change the address's search parameters (ADR 0161). Before the lib/ block: there, that
    // block's rule replaces this one, and lib/ may not import React Router at all.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/routing/use-queued-search-params.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message:
                "useQueuedSearchParams (shared/routing, ADR 0161): React Router's setter drops a change made before its next render.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web's lib/ holds framework-free helpers only (ADR 0129); hooks, stores and components live in shared/.
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'zustand',
                'zustand/*',
                '@tanstack/*',
                '@mantine/*',
              ],
              message: 'lib/ is framework-free: hooks, stores and components go to shared/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': ['apps/*/src/**/*', 'apps/*/test/**/*', 'apps/web/e2e/**/*', 'packages/*/src/**/*'],
      // Workspace packages resolve through their node_modules links; TypeScript sources need their extensions listed.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'web-app' } },
              allow: toTypes('web-app', 'web-feature', ...webShared),
            },
            { from: { element: { type: 'web-feature' } }, allow: toTypes(...webShared) },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            { from: { element: { type: 'web-shared' } }, allow: toTypes(...webShared) },
            { from: { element: { type: 'web-components' } }, allow: toTypes('web-components', 'web-lib', 'package') },
            { from: { element: { type: 'web-lib' } }, allow: toTypes('web-lib', 'package') },
            // The component-test helpers (ADR 0090) render with the app's theme and query client; only tests use them.
            { from: { element: { type: 'web-test' } }, allow: toTypes('web-test', ...webShared) },
            { from: { file: { categories: 'test' } }, allow: toTypes('web-test') },
            { from: { element: { type: 'web-e2e' } }, allow: toTypes('web-e2e', 'package') },
            { from: { element: { type: 'api' } }, allow: toTypes('api', 'package') },
            {
              from: { element: { type: 'package' } },
              allow: {
                to: {
                  element: { type: 'package', captured: { package: ['{{ from.captured.package }}', 'contract'] } },
                },
              },
            },
          ],
        },
      ],
    },
  },
  // The API's layers: only repositories and db/ use drizzle-orm; a module calls another module's service,
  // never its repository; plugins, lib/ and db/ never import a module (app.ts hands them what they need). Each file
  // falls under one of these blocks, since a later block's no-restricted-imports replaces an earlier one's.
  ...apiImportRules([
    { files: ['apps/api/src/modules/**/*.repository.ts'], restrict: [otherModulesRepository] },
    {
      files: ['apps/api/src/modules/**/*.ts'],
      except: ['**/*.repository.ts'],
      restrict: [drizzle, otherModulesRepository],
    },
    { files: ['apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'], restrict: [drizzle, anyModule] },
    { files: ['apps/api/src/db/**/*.ts'], restrict: [anyModule] },
    { files: ['apps/api/src/*.ts'], restrict: [drizzle] },
  ]),
);
