import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN §1, enforced here rather than remembered:
 * - src/shared imports neither face nor the gateway;
 * - the storefront never imports the console, and the console never the storefront;
 * - the gateway imports only the isomorphic part of src/shared (core, i18n texts, crypto-free helpers).
 */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './src/shared', from: ['./src/storefront', './src/console', './server'], message: 'src/shared is imported by the faces, never the reverse.' },
        { target: './src/storefront', from: ['./src/console', './server'], message: 'The storefront must not import the console or the gateway.' },
        { target: './src/console', from: ['./src/storefront', './server'], message: 'The console must not import the storefront or the gateway.' },
        {
          target: './server',
          from: './src',
          except: ['./shared/core', './shared/i18n/zh-CN', './shared/crypto'],
          message: 'The gateway may import only the isomorphic part of src/shared (core, zh-CN texts, crypto).',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report', 'bench-results', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...boundaries,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/server.ts', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
