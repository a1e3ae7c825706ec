/**
 * `npm run bench`: 100,000 cases in PostgreSQL; a searched, sorted list page of 50 at 10
 * concurrent connections. Goal: p95 under 50 ms. Prints the figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { withDatabase } from '../test/database-url.ts';
import { freePort, startServer, waitUntilHealthy } from '../test/server-process.ts';
import { describeLoad, runLoad } from './load.ts';
import { seedCases } from './seed-cases.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const admin = { email: 'bench-admin@bench.test', password: 'Bench-Admin-2026!' };
const name = `docket_bench_${randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: serverUrl });
await adminClient.connect();
await adminClient.query(`create database "${name}"`);
const url = withDatabase(serverUrl, name);
const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
try {
  const handle = await openDatabase({ kind: 'postgres', url });
  await runMigrations(handle);
  const seeded = performance.now();
  await seedCases(handle.db, CASES, admin);
  await handle.close();
  console.log(
    `seeded ${CASES.toLocaleString('en')} cases in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const server = startServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ACCOUNT_RATE_LIMIT: '100000' },
    await freePort(),
  );
  try {
    await waitUntilHealthy(server);
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const terms = ['smith', 'okafor', 'case type 1', 'amina', 'home office', 'petrov'];
    let i = 0;
    const listUrl = () =>
      `${base}/api/Case/GetCases?pageNo=1&pageSize=50&sortColumn=createdAt&sortOrder=desc&searchQuery=${encodeURIComponent(terms[i++ % terms.length]!)}`;
    await runLoad({ url: listUrl, headers, connections: 10, seconds: 2 });
    const result = await runLoad({ url: listUrl, headers, connections: 10, seconds: 10 });
    console.log(describeLoad('searched, sorted case list (page of 50, 10 connections)', result));
    const sorted = await runLoad({
      url: () =>
        `${base}/api/Case/GetCases?pageNo=${1 + (i++ % 20)}&pageSize=50&sortColumn=clientName&sortOrder=asc`,
      headers,
      connections: 10,
      seconds: 5,
    });
    console.log(describeLoad('case list sorted by client, paged (10 connections)', sorted));
    const pass = result.p95 < 50 && result.errors === 0;
    console.log(`goal: p95 under 50 ms for the searched list: ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  await adminClient.query(`drop database if exists "${name}" with (force)`);
  await adminClient.end();
  rmSync(dataDir, { recursive: true, force: true });
}
