/**
 * `npm run dev`: the API in watch mode on API_PORT (default 3001) and Vite's dev server on 3000,
 * which proxies /api to it. Both are started by their own binaries so that stopping this script
 * stops them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
  }),
  spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'apps/web/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 1;
  });
}
