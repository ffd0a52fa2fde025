import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_FILES } from './tests/gateway/postgres-files';
import { defineConfig } from 'vitest/config';
import { routePages } from './scripts/route-pages';
import { BILLING_UNIT } from './src/shared/core/tidal-window';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * Small modules the first public page needs, gathered into a few chunks instead of a score of
 * files of a few hundred bytes each (each its own request, compressed on its own, and counted
 * whole when under the compression threshold). `frame`: the public site's frame, which every
 * public page shows and the workbench never does. `atoms`: what both faces use at once (the HTTP
 * client, the session, copying, the page title, the logo). `home`: the top of the home page, with
 * the announcement bar and slide the console's preview also draws. Only the modules named: what
 * they import stays where it was (the entry keeps react-router and the rest).
 */
const CHUNK_GROUPS = [
  {
    name: 'frame',
    test: /\/src\/(storefront\/layout\/(PublicLayout|Header|ContactMenu|HoverMenu|nav|theme)\.tsx?|storefront\/layout\/layout\.module\.css|storefront\/i18n\/(index|shell|home)\.ts|storefront\/ui\/(use-hash-scroll\.ts|Section\.tsx|ui\.module\.css)|shared\/ui\/(icons\.tsx|use-hydrated\.ts)|shared\/config\/site\.ts)(\?|$)/,
  },
  {
    name: 'atoms',
    test: /\/src\/shared\/(auth\/session\.ts|ui\/(copy|use-document-meta)\.ts|ui\/Logo\.tsx|api\/(client|http|error)\.ts|core\/codes\.ts|i18n\/zh-CN\/http\.ts|query\/(defaults|view-key|first-read)\.ts)(\?|$)/,
  },
  {
    name: 'home',
    test: /\/src\/(storefront\/home\/(HomePage|HeroCarousel|AnnouncementBanner)\.tsx|storefront\/home\/(announcement\.ts|home\.module\.css)|shared\/features\/content\/(components\/(SlideView|AnnouncementBar)\.tsx|components\/content\.module\.css|api\/get-(announcements|slides)\.ts)|shared\/features\/goods\/api\/get-platform-stats\.ts|storefront\/platform-figures\.json)(\?|$)/,
  },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));
/** `_local_hash` of a CSS module's class: the hash names the file, so a class is unique app-wide. */
function scopedName(local: string, file: string): string {
  const relative = path.relative(process.cwd(), file.split('?')[0]!);
  return `_${local}_${createHash('sha256').update(relative).digest('base64url').slice(0, 5)}`;
}
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Prerendered pages of their own for / and /home-back (see the plugin).
    routePages(),
    // The page's fallback description states the billing unit from its one source.
    { name: 'billing-unit', transformIndexHtml: (html: string) => html.replaceAll('%BILLING_UNIT%', BILLING_UNIT) },
    // Brotli and gzip copies of every asset, served as-is by the gateway (preCompressed).
    // Small files too: many chunks are a few hundred bytes, each a request of its own.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 256 }),
  ],
  resolve: {
    // Weight Refine brings into the workbench's first page without using it (see each stub).
    alias: {
      papaparse: fileURLToPath(new URL('./src/vendor-stubs/papaparse.ts', import.meta.url)),
      'side-channel': fileURLToPath(new URL('./src/vendor-stubs/side-channel.cjs', import.meta.url)),
    },
  },
  css: {
    // Built class names are the local name and a hash of the file, without the line number the
    // default adds: each module's class map ships in the JavaScript of the pages that use it.
    modules: command === 'build' ? { generateScopedName: scopedName } : {},
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the target admits preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      // Imported constants (core/tidal-window's texts) are written where they are used, so a
      // module of constants costs no chunk, request or preload entry of its own.
      optimization: { inlineConst: { mode: 'all' } },
      treeshake: {
        // Packages whose modules only declare things but do not say so in their package.json:
        // antd's every popup imports form/context, which imports rc-field-form's index, so without
        // this each page carried the whole form engine (about 14 KB gzip) whether it had a form or not.
        moduleSideEffects: (id) => (/node_modules\/(rc-field-form|@rc-component\/async-validator)\//.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/gateway': { target: GATEWAY, changeOrigin: true } },
  },
  test: {
    // Both cores: vitest's default here ran one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          // One module graph per worker for all its files (imports once, not per file): what a file
          // leaves is undone by setup.ts, and each file opens its own database copy.
          isolate: false,
          include: ['tests/gateway/**/*.test.ts'],
          env: { GATEWAY_DB: 'pglite' },
          globalSetup: ['tests/gateway/global-setup.ts'],
          setupFiles: ['tests/gateway/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'gateway-pg',
                isolate: false,
                include: POSTGRES_FILES.map((name) => `tests/gateway/${name}.test.ts`),
                env: { GATEWAY_DB: 'postgres' },
                globalSetup: ['tests/gateway/global-setup-postgres.ts'],
                setupFiles: ['tests/gateway/setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
}));
