// Build the SPA when dist/ is missing or older than its sources, so `npm start` always serves
// what the checkout contains without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const output = path.join(root, 'dist', 'index.html');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/route-pages.ts', 'package-lock.json', 'tsconfig.json'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...inputs.map((input) => newest(path.join(root, input))));
if (builtAt >= changedAt) {
  console.log('SPA build is up to date (dist/).');
} else {
  console.log(builtAt ? 'Sources changed since the last build: building the SPA…' : 'Building the SPA (first start)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
