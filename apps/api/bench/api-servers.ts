/**
 * The servers `npm run bench` measures: the bare route, and the API of this checkout or of
 * BENCH_BASE's, each on a database of its own. A server whose database has a backlog is paused
 * (SIGSTOP) while the others are measured, so its background work neither slows them nor drains
 * while nobody looks; its running time leaves the pauses out.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from '../src/lib/must.ts';
import { freePort, type ServerProcess, startServer, waitUntilHealthy } from '../test/server-process.ts';

export type ApiServer = {
  process: ServerProcess;
  url: string;
  dataDir: string;
  startedAt: number;
  pausedMs: number;
  pausedSince: number | null;
};

export function startBareServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.once('message', (message: { port: number }) =>
      resolvePromise({ child, url: `http://127.0.0.1:${message.port}` }),
    );
  });
}

/**
 * The API of this checkout, or of `checkout` with its own Node, on `databaseUrl`, with the
 * bench's probe (its event-loop delay and CPU time over IPC) and, with `cpuProfDir`, a V8 CPU
 * profile written there when it stops.
 */
export async function startApiServer(options: {
  databaseUrl: string;
  /** Another checkout, with its own Node; this one when left out. */
  checkout?: { root: string; node: string };
  cpuProfDir: string | null;
}): Promise<ApiServer> {
  const nodeArgs = ['--import', join(import.meta.dirname, 'event-loop-probe.ts')];
  if (options.cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
  const startedAt = performance.now();
  const server = startServer(
    {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCOUNT_RATE_LIMIT: '1000000',
    },
    await freePort(),
    { nodeArgs, ipc: true, ...(options.checkout ? { checkout: options.checkout } : {}) },
  );
  await waitUntilHealthy(server);
  return {
    process: server,
    url: `http://127.0.0.1:${server.port}`,
    dataDir,
    startedAt,
    pausedMs: 0,
    pausedSince: null,
  };
}

const pid = (server: ApiServer) => must(server.process.child.pid, "the server's process id");

export function pause(server: ApiServer): void {
  if (server.pausedSince !== null) return;
  process.kill(pid(server), 'SIGSTOP');
  server.pausedSince = performance.now();
}

export function resume(server: ApiServer): void {
  if (server.pausedSince === null) return;
  process.kill(pid(server), 'SIGCONT');
  server.pausedMs += performance.now() - server.pausedSince;
  server.pausedSince = null;
}

/** How long the server has run since it was started, pauses left out, in ms. */
export function runningMs(server: ApiServer): number {
  const now = performance.now();
  return (
    now - server.startedAt - server.pausedMs - (server.pausedSince === null ? 0 : now - server.pausedSince)
  );
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  if (child.connected) child.disconnect();
  child.kill('SIGTERM');
  await exited;
}

export async function stopApiServer(server: ApiServer): Promise<void> {
  resume(server);
  await stop(server.process.child);
}

/** Its DATA_DIR, with every e-mail it wrote there: tens of thousands of files after a backlog. */
export function removeServerData(server: ApiServer): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}
