import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { must } from '../src/lib/must.ts';

export const REPO_ROOT = join(import.meta.dirname, '../../..');

/** The kernel's range for outgoing connections' local ports (Linux), or none known. */
function ephemeralRange(): [number, number] | null {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return [Number(low), Number(high)];
  } catch {
    return null;
  }
}

function canListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port for a server the test starts. Chosen below the kernel's ephemeral range: a port from
 * inside it (what listening on 0 gives) can be taken, between this check and the server's own
 * listen, by any outgoing connection of the busy test run, and the server dies of EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const range = ephemeralRange();
  if (range && range[0] > 20_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await canListen(randomInt(10_000, range[0]));
      if (port !== null) return port;
    }
  }
  const port = await canListen(0);
  if (port === null) throw new Error('no free port');
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
};

export type StartOptions = {
  /** Node flags before the entry point, e.g. `--import` of a probe or `--cpu-prof` (benchmarks). */
  nodeArgs?: string[];
  /** Opens an IPC channel to the server (`child.send`, `process.on('message')` in it). */
  ipc?: boolean;
  /** Another checkout of Docket to start, with its own Node (the API bench's `BENCH_BASE`). */
  checkout?: { root: string; node: string };
};

/** Starts the real server binary (not a tsx chain), so its process id is the server's own. */
export function startServer(
  env: Record<string, string>,
  port: number,
  options: StartOptions = {},
): ServerProcess {
  const root = options.checkout?.root ?? REPO_ROOT;
  const entry = join(root, 'apps/api/src/server.ts');
  const child = spawn(options.checkout?.node ?? process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Off: a stalled test machine would read as overloaded (build-test-app.ts says why).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Both are pipes (stdio above).
  must(child.stdout, "the server's stdout").on('data', (chunk) => {
    output += chunk;
  });
  must(child.stderr, "the server's stderr").on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Signs in over HTTP against a running server: the token pair, or an error naming the answer. */
export async function signInOverHttp(
  base: string,
  user: { email: string; password: string },
): Promise<{ token: string; refreshToken: string }> {
  const res = await fetch(`${base}${API.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string; refreshToken: string } }).data;
}
