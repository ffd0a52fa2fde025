import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layout from './eslint/layout-zones.js';

/**
 * Import boundaries of DESIGN §1, enforced here rather than remembered:
 * - src/shared imports neither face nor the gateway;
 * - the storefront never imports the console, and the console never the storefront;
 * - the gateway imports only the isomorphic part of src/shared (core, contracts, zh-CN texts, crypto);
 * - the browser takes only types from src/shared/contracts (zod stays on the server);
 * - route files hold thin handlers: no SQL, so neither drizzle-orm nor the schema;
 * - money on the wire goes through src/shared/core/money.ts, never Number#toFixed;
 * - shared atoms → shared/features → faces → app, and no sideways imports between storefront
 *   areas or console resources; the gateway's layers lib → db → plugins → modules → app
 *   (eslint/layout-zones.js);
 * - no import cycles (import-x/no-cycle, which follows value imports; `import type` edges are
 *   erased at build time and it skips them).
 * ESLint's own no-restricted-imports does the path patterns; only the cycle rule needs a resolver.
 * Besides the boundaries, src/ has one table hook: @refinedev/antd's useTable is not imported (see
 * TABLE_HOOK). A later block's no-restricted-imports replaces an earlier one's for the same file, so
 * every src/ block below carries it.
 */
const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
/** Every console list uses use-antd-table.ts: @refinedev/antd's useTable brings pro-layout and react-markdown with it (README › Layout). */
const TABLE_HOOK = {
  name: '@refinedev/antd',
  importNames: ['useTable'],
  message: "Use useAntdTable of src/console/components/use-antd-table.ts: @refinedev/antd's useTable drags pro-layout and react-markdown into the first page.",
};
const boundaries = [
  {
    // Zones that depend on where the importing file sits: see eslint/layout-zones.js.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { layout },
    rules: { 'layout/zones': 'error', ...restrict([], [TABLE_HOOK]) },
  },
  {
    // DESIGN §1: no import cycles, in the gateway or the app.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/storefront/**', '**/console/**', '**/server/**'], message: 'src/shared is imported by the faces, never the reverse.' }], [TABLE_HOOK]),
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/console/**', '**/server/**'], message: 'The storefront must not import the console or the gateway.' }], [TABLE_HOOK]),
  },
  {
    files: ['src/console/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/storefront/**', '**/server/**'], message: 'The console must not import the storefront or the gateway.' }], [TABLE_HOOK]),
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      ...restrict([
        {
          regex: '(^|/)src/(?!shared/(core|contracts|i18n/zh-CN|crypto)/)',
          message: 'The gateway may import only the isomorphic part of src/shared (core, contracts, zh-CN texts, crypto).',
        },
      ]),
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toFixed']",
          message: 'Amounts are exact: use toMinor/fromMinor of src/shared/core/money.ts, not Number#toFixed.',
        },
      ],
    },
  },
  {
    // Route files: validate, call one repository or service function, answer. SQL lives in repositories.
    files: ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts'],
    rules: restrict([
      {
        regex: '(^drizzle-orm(/|$))|(/db/schema(/|$))',
        message: 'Handlers never touch SQL: put the query in the module repository (repository.ts).',
      },
      {
        regex: '(^|/)src/(?!shared/(core|contracts|i18n/zh-CN|crypto)/)',
        message: 'The gateway may import only the isomorphic part of src/shared (core, contracts, zh-CN texts, crypto).',
      },
    ]),
  },
  {
    // The browser's side of the wire: contracts are types only, so zod never ships to a visitor.
    files: ['src/storefront/**/*.{ts,tsx}', 'src/console/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/contracts/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/contracts/*'], allowTypeImports: true, message: 'Import contracts with `import type`: zod stays out of the browser.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report', 'bench-results', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...boundaries,
  {
    // Size limits (issue 21): a file a reader can hold, a function a reader can follow. Data files
    // (texts, seeds, contracts) and tests are long by nature and left out.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'server/seed/**', 'src/**/i18n/**', 'src/shared/contracts/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['server/server.ts', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
