import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN §1, enforced here rather than remembered:
 * - src/shared imports neither face nor the gateway;
 * - the storefront never imports the console, and the console never the storefront;
 * - the gateway imports only the isomorphic part of src/shared (core, zh-CN texts, crypto).
 * ESLint's own no-restricted-imports does it with path patterns, so no resolver plugin is needed.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaries = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/storefront/**', '**/console/**', '**/server/**'], message: 'src/shared is imported by the faces, never the reverse.' }]),
  },
  {
    files: ['src/storefront/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/console/**', '**/server/**'], message: 'The storefront must not import the console or the gateway.' }]),
  },
  {
    files: ['src/console/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/storefront/**', '**/server/**'], message: 'The console must not import the storefront or the gateway.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      {
        regex: '(^|/)src/(?!shared/(core|i18n/zh-CN|crypto)/)',
        message: 'The gateway may import only the isomorphic part of src/shared (core, zh-CN texts, crypto).',
      },
    ]),
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
