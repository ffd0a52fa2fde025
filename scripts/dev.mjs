// `npm run dev`: the gateway on :8080 (restarting on server changes) and Vite on :5173 with its
// proxy to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/server.ts'], { stdio: 'inherit', env: { ...process.env, STATIC_DIR: './.no-static-in-dev' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
