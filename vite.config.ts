import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { routePages } from './scripts/route-pages';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [
    react(),
    // Prerendered pages of their own for / and /home-back (see the plugin).
    routePages(),
    // Brotli and gzip copies of every asset, served as-is by the gateway (preCompressed).
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: {
    // Weight Refine brings into the workbench's first page without using it (see each stub).
    alias: {
      papaparse: fileURLToPath(new URL('./src/vendor-stubs/papaparse.ts', import.meta.url)),
      'side-channel': fileURLToPath(new URL('./src/vendor-stubs/side-channel.cjs', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
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
          include: ['tests/gateway/**/*.test.ts'],
          env: { GATEWAY_DB: 'pglite' },
          globalSetup: ['tests/gateway/global-setup.ts'],
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
                include: ['tests/gateway/**/*.test.ts'],
                env: { GATEWAY_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
