import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Browser tests drive Chromium against a real gateway on a fresh embedded database: the one
 * `npm run test:e2e` found (scripts/find-browser.mjs sets CHROMIUM_PATH), else Debian's headless
 * shell or its full Chromium, else Playwright's own.
 */
const PORT = Number(process.env.E2E_PORT ?? 4180);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI for timing-sensitive browser checks on a busy 2-core machine; locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // A ceiling that only catches a hang: the flows wait for states, and the longest (several people,
  // reviews, downloads) take over a minute when the 2-core machine is busy.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    // A person who asked their system for reduced motion: antd and the storefront then skip their
    // animations, so a click never lands on a panel still sliding in, and the 2-core machine draws
    // half as many frames (the carousel's and the ticker's tests turn motion back on).
    reducedMotion: 'reduce',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'rm -rf .data/e2e && node_modules/.bin/tsx server/server.ts',
    url: `http://localhost:${PORT}/gateway/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data/e2e',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Each test context claims its own client address, so per-IP SMS limits do not leak between tests.
      TRUST_PROXY: 'on',
      // Answers that break their contract fail here too, not only in the gateway tests.
      RESPONSE_CHECK: 'strict',
    },
  },
});
