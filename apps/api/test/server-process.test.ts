import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitUntilHealthy } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'docket-proc-'));
const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('creates and migrates the embedded database on first start, refuses a second opener, and shuts down on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir }, await freePort());
    started.push(first);
    await waitUntilHealthy(first);
    const ready = await fetch(`http://127.0.0.1:${first.port}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    expect(existsSync(join(dataDir, 'files'))).toBe(true);
    expect(existsSync(join(dataDir, 'outbox'))).toBe(true);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir }, await freePort());
    started.push(second);
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by process ${first.child.pid}`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'docket.lock'))).toBe(false);

    // The data survives a restart, and the lock of a killed process does not block the next start.
    const third = startServer({ DATA_DIR: dataDir }, await freePort());
    started.push(third);
    await waitUntilHealthy(third);
    third.child.kill('SIGKILL');
    await third.exited;
    const fourth = startServer({ DATA_DIR: dataDir }, await freePort());
    started.push(fourth);
    await waitUntilHealthy(fourth);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 180_000);

  it('stops with a message naming the variable when the configuration is bad', async () => {
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/docket' }, await freePort());
    started.push(server);
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('DATABASE_URL must be a URL starting with postgres://');
  });
});
