#!/usr/bin/env node
/**
 * Finds the Chromium the browser tests drive, installs it when it can, and hands it to Playwright.
 *
 *   node scripts/find-browser.mjs                       resolve (installing if it can) and print the path
 *   node scripts/find-browser.mjs playwright test …     the same, then run the command with CHROMIUM_PATH set
 *
 * In order: CHROMIUM_PATH when set (it must be an executable), Debian's headless shell
 * (/usr/bin/chromium-headless-shell: the same engine without the browser's UI, the lighter of the
 * two on a small machine), Debian's /usr/bin/chromium, then Playwright's own Chromium when it has
 * been downloaded. With none of them, and running as root where apt-get exists, it installs
 * Debian's (`apt-get install -y chromium-headless-shell fonts-noto-cjk`); otherwise it exits 1
 * saying exactly what to run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const APT_PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];

const say = (message) => process.stderr.write(`find-browser: ${message}\n`);

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Playwright's own Chromium, when `npx playwright install chromium` has put it in place. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const file = chromium.executablePath();
    return file && executable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function aptInstall() {
  say(`no Chromium found: installing Debian's (apt-get install -y ${APT_PACKAGES.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  return run(['update', '-qq']) && run(['install', '-y', '-qq', ...APT_PACKAGES]);
}

function giveUp() {
  say(`no Chromium for the browser tests. Install one, then run npm test again:
  Debian/Ubuntu:   sudo apt-get install -y ${APT_PACKAGES.join(' ')}
  anywhere else:   npx playwright install --with-deps chromium   (Playwright's own build, downloaded from its CDN)
  or point at one: CHROMIUM_PATH=/path/to/chromium npm test`);
  process.exit(1);
}

async function resolveBrowser() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (executable(configured)) return configured;
    say(`CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium or unset it.`);
    process.exit(1);
  }
  const debian = [DEBIAN_SHELL, DEBIAN_CHROMIUM].find(executable);
  if (debian) return debian;
  const own = await playwrightChromium();
  if (own) return own;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && onPath('apt-get')) {
    if (aptInstall() && executable(DEBIAN_SHELL)) return DEBIAN_SHELL;
    say('apt-get could not install Chromium (see its message above).');
  }
  return giveUp();
}

/** Chinese pages render as boxes without a CJK font: worth a warning, not a failure. */
function checkFonts() {
  if (!onPath('fc-list')) return;
  const found = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (found.status === 0 && !found.stdout.trim()) say(`no Chinese font installed; screenshots will show boxes (Debian: apt-get install -y fonts-noto-cjk).`);
}

const browser = await resolveBrowser();
checkFonts();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  say(`Chromium: ${browser}`);
  process.exit(0);
}

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: browser } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  say(`could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
