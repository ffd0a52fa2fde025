// Screenshots for looking at pages: `tsx scripts/shoot.ts [--login user] /path ...`
// Saves desktop (1440×900) and phone (390×844) PNGs under bench-results/shots/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const base = process.env.BASE_URL ?? 'http://localhost:8080';
let login: string | undefined;
const loginIndex = args.indexOf('--login');
if (loginIndex >= 0) {
  login = args[loginIndex + 1];
  args.splice(loginIndex, 2);
}
const full = args.includes('--full');
// --no-js: the pages as their HTML alone draws them (the skeletons), their scripts refused after signing in.
const noJs = args.includes('--no-js');
// --reduced-motion: as a visitor whose system asks for reduced motion sees the pages.
const reducedMotion = args.includes('--reduced-motion') ? 'reduce' : 'no-preference';
const targets = args.filter((a) => a !== '--full' && a !== '--no-js' && a !== '--reduced-motion');
mkdirSync('bench-results/shots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', deviceScaleFactor: 1, reducedMotion });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${label}] console error: ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[${label}] page error: ${e.message}`));
  if (login) {
    await page.goto(`${base}/login`);
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByLabel('账号', { exact: true }).fill(login);
    await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  if (noJs) await page.route(/\.js(\?|$)/, (route) => route.abort());
  for (const target of targets) {
    await page.goto(`${base}${target}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const name = `${label}${noJs ? '_nojs' : ''}${target.replace(/[^a-z0-9]+/gi, '_')}`.replace(/_$/, '');
    await page.screenshot({ path: `bench-results/shots/${name}.png`, fullPage: full });
    console.log(`bench-results/shots/${name}.png`);
  }
  await context.close();
}
await browser.close();
