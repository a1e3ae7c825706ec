/**
 * `npm run bench`: the API against PostgreSQL with 100,000 seeded cases (BENCH_CASES to change),
 * loaded with autocannon next to a bare Fastify route in the same run, so every figure also reads
 * as a share of what this machine manages for an empty route.
 *
 * Phases, each a warm-up then BENCH_SECONDS (10) measured: the bare route, GetCaseById (ids spread
 * over every seeded case), GetCurrentUser, the searched case list, the list sorted by client and
 * a case's checklist (GetCaseChecklist) at 10 connections; then sign-in at 20 connections over 20 users. The API process is started
 * with `bench/event-loop-probe.ts`, which reports its event-loop delay and CPU time over IPC; the
 * CPU time of the bare route's process and of the API's PostgreSQL backends comes from /proc.
 * Goals met or not are printed, and the exit code is 1 if one is missed or an answer was not 2xx.
 *
 * Environment: BENCH_CASES, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_ONLY (phase keys, comma
 * separated: bare,byId,currentUser,search,sorted,checklist,signIn), BENCH_CPU_PROF (a folder: the API
 * process writes a V8 CPU profile there when it stops), BENCH_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API } from '@docket/contract';
import autocannon, { type Request, type Result } from 'autocannon';
import { max, min, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { cases } from '../src/db/schema/index.ts';
import { must } from '../src/lib/must.ts';
import { hashPassword } from '../src/modules/account/passwords.ts';
import { withDatabase } from '../test/database-url.ts';
import { freePort, signInOverHttp, startServer, waitUntilHealthy } from '../test/server-process.ts';
import type { ProbeReport } from './event-loop-probe.ts';
import { seedCases } from './seed-cases.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const admin = { email: 'bench-admin@bench.test', password: 'Bench-Admin-2026!' };
/** Seeded clients (bench/seed-cases.ts) that get a password for the sign-in phase. */
const SIGN_IN_USERS = Array.from({ length: 20 }, (_, i) => `client${i + 1}@bench.test`);
const SIGN_IN_PASSWORD = 'Bench-Client-2026!';

type Phase = {
  key: string;
  label: string;
  target: 'bare' | 'api';
  connections: number;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The next request's path (and body); called for every request. */
  next: () => { path: string; body?: string };
};

type Measured = {
  phase: Phase;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  probe: ProbeReport | null;
  /** CPU time per answer, in ms: the server process (API or bare route), PostgreSQL, this process. */
  cpu: { server: number | null; postgres: number | null; loadGenerator: number | null };
};

/** CPU time (user + system) of each of these processes so far, in ms, from /proc (Linux only). */
function processCpuMs(pids: number[]): Map<number, number> {
  const spent = new Map<number, number>();
  for (const pid of pids) {
    try {
      // After the command name, which is in parentheses and may hold spaces, utime and stime are the 12th and 13th.
      const [, afterName = ''] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
      const fields = afterName.split(' ');
      spent.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {}
  }
  return spent;
}

/**
 * CPU spent between two readings: all of it for a process started in between (a new pooled
 * connection); a process gone by the second reading (a closed one) is left out.
 */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** One autocannon run; latencies are collected per answer so any percentile can be read. */
function fire(base: string, phase: Phase, seconds: number) {
  return new Promise<{ result: Result; latencies: number[]; statuses: Record<string, number> }>(
    (resolvePromise, reject) => {
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const setupRequest = (request: Request): Request => Object.assign(request, phase.next());
      const instance = autocannon(
        {
          url: base,
          connections: phase.connections,
          duration: seconds,
          method: phase.method,
          headers: phase.headers ?? {},
          requests: [{ setupRequest }],
        },
        (error, result) => (error ? reject(error) : resolvePromise({ result, latencies, statuses })),
      );
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    },
  );
}

/** Sends the probe in the API process a message and waits for its answer. */
function ask<T>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolvePromise) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== answer) return;
      child.off('message', onMessage);
      resolvePromise(message as T);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

/** One request first, so a phase that cannot work stops the bench with the answer it got. */
async function checkOnce(base: string, phase: Phase): Promise<void> {
  const { path, body } = phase.next();
  const res = await fetch(`${base}${path}`, { method: phase.method, headers: phase.headers, body });
  if (!res.ok)
    throw new Error(`${phase.label}: ${phase.method} ${path} answered ${res.status}: ${await res.text()}`);
}

type Target = { base: string; server: ChildProcess; probe: boolean; postgresPids: () => Promise<number[]> };

async function measure(target: Target, phase: Phase): Promise<Measured> {
  await checkOnce(target.base, phase);
  await fire(target.base, phase, WARMUP_SECONDS);
  if (target.probe) await ask(target.server, 'probe:reset', 'probe:reset-done');
  const postgresPids = await target.postgresPids();
  const serverPid = must(target.server.pid, "the server's process id");
  const before = {
    server: processCpuMs([serverPid]),
    postgres: processCpuMs(postgresPids),
    self: process.cpuUsage(),
  };
  const { result, latencies, statuses } = await fire(target.base, phase, SECONDS);
  const self = process.cpuUsage(before.self);
  const after = {
    server: processCpuMs([serverPid]),
    postgres: processCpuMs([...new Set([...postgresPids, ...(await target.postgresPids())])]),
  };
  const probe = target.probe ? await ask<ProbeReport>(target.server, 'probe:read', 'probe:report') : null;
  latencies.sort((a, b) => a - b);
  const perAnswer = (ms: number | null) =>
    ms === null || latencies.length === 0 ? null : ms / latencies.length;
  return {
    phase,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
    probe,
    cpu: {
      // The probe's own reading where there is one: /proc is Linux only.
      server: perAnswer(probe ? probe.cpuMs : cpuBetween(before.server, after.server)),
      postgres: perAnswer(cpuBetween(before.postgres, after.postgres)),
      loadGenerator: perAnswer((self.user + self.system) / 1000),
    },
  };
}

function startBareServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.once('message', (message: { port: number }) => resolvePromise({ child, port: message.port }));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  if (child.connected) child.disconnect();
  child.kill('SIGTERM');
  await exited;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const cpu = (value: number | null) => (value === null || !Number.isFinite(value) ? '-' : value.toFixed(2));

/** How busy the machine is with everything, this run included: the load average, and Linux's CPU pressure. */
function machineLoad(): string {
  let pressure = '';
  try {
    const avg60 = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    if (avg60)
      pressure = `, CPU pressure ${avg60[1]}% (share of the last minute something waited for a core)`;
  } catch {}
  const [lastMinute = Number.NaN] = loadavg();
  return `load average ${lastMinute.toFixed(2)}${pressure}`;
}

function printTable(results: Measured[]): void {
  const bare = results.find((r) => r.phase.target === 'bare');
  const header = [
    'phase',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'x bare',
    'non-2xx',
    'errors',
    'API loop p99 ms',
    'CPU ms/answer: server',
    'PostgreSQL',
    'autocannon',
  ];
  const rows = results.map((r) => [
    r.phase.label,
    String(r.phase.connections),
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    bare ? (r.rps / bare.rps).toFixed(3) : '-',
    String(r.non2xx),
    String(r.errors),
    r.probe ? ms(r.probe.delayP99) : '-',
    cpu(r.cpu.server),
    cpu(r.cpu.postgres),
    cpu(r.cpu.loadGenerator),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ':' : '-').padEnd(w + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

const name = `docket_bench_${randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: serverUrl });
await adminClient.connect();
await adminClient.query(`create database "${name}"`);
const url = withDatabase(serverUrl, name);
const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
const children: ChildProcess[] = [];
try {
  const handle = await openDatabase({ kind: 'postgres', url });
  await runMigrations(handle);
  const seeded = performance.now();
  await seedCases(handle.db, CASES, admin);
  const clientHash = await hashPassword(SIGN_IN_PASSWORD);
  await handle.db.execute(
    sql`update users set password_hash = ${clientHash} where email = any(string_to_array(${SIGN_IN_USERS.join(',')}, ','))`,
  );
  const [range] = await handle.db.select({ lo: min(cases.id), hi: max(cases.id) }).from(cases);
  const lo = must(range?.lo, 'a seeded case');
  const hi = must(range?.hi, 'a seeded case');
  await handle.close();
  console.log(
    `seeded ${CASES.toLocaleString('en')} cases in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const bareServer = await startBareServer();
  children.push(bareServer.child);
  const nodeArgs = ['--import', join(import.meta.dirname, 'event-loop-probe.ts')];
  if (CPU_PROF_DIR) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`);
  const server = startServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ACCOUNT_RATE_LIMIT: '1000000' },
    await freePort(),
    { nodeArgs, ipc: true },
  );
  children.push(server.child);
  await waitUntilHealthy(server);
  const base = `http://127.0.0.1:${server.port}`;
  const { token } = await signInOverHttp(base, admin);
  const auth = { authorization: `Bearer ${token}` };

  const bareTarget: Target = {
    base: `http://127.0.0.1:${bareServer.port}`,
    server: bareServer.child,
    probe: false,
    postgresPids: async () => [],
  };
  const apiTarget: Target = {
    base,
    server: server.child,
    probe: true,
    // The API's pooled connections: its PostgreSQL backends.
    postgresPids: async () =>
      (
        await adminClient.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
          [name],
        )
      ).rows.map((row) => row.pid),
  };

  const terms = ['smith', 'okafor', 'case type 1', 'amina', 'home office', 'petrov'];
  let n = 0;
  const phases: Phase[] = [
    {
      key: 'bare',
      label: 'bare Fastify route (own process)',
      target: 'bare',
      connections: 10,
      method: 'GET',
      next: () => ({ path: '/bare' }),
    },
    {
      key: 'byId',
      label: 'GetCaseById',
      target: 'api',
      connections: 10,
      method: 'GET',
      headers: auth,
      next: () => ({ path: `${API.getCaseById.path}?id=${lo + Math.floor(Math.random() * (hi - lo + 1))}` }),
    },
    {
      key: 'currentUser',
      label: 'GetCurrentUser',
      target: 'api',
      connections: 10,
      method: 'POST',
      headers: auth,
      next: () => ({ path: API.getCurrentUser.path }),
    },
    {
      key: 'search',
      label: 'case list, searched (page of 50)',
      target: 'api',
      connections: 10,
      method: 'GET',
      headers: auth,
      next: () => ({
        path: `${API.searchCases.path}?pageNo=1&pageSize=50&sortColumn=createdAt&sortOrder=desc&searchQuery=${encodeURIComponent(terms[n++ % terms.length] ?? '')}`,
      }),
    },
    {
      key: 'sorted',
      label: 'case list, by client, pages 1-20',
      target: 'api',
      connections: 10,
      method: 'GET',
      headers: auth,
      next: () => ({
        path: `${API.searchCases.path}?pageNo=${1 + (n++ % 20)}&pageSize=50&sortColumn=clientName&sortOrder=asc`,
      }),
    },
    {
      key: 'checklist',
      label: 'GetCaseChecklist (4 items, 2 files)',
      target: 'api',
      connections: 10,
      method: 'GET',
      headers: auth,
      next: () => ({
        path: `${API.getCaseChecklist.path}?id=${lo + Math.floor(Math.random() * (hi - lo + 1))}`,
      }),
    },
    {
      key: 'signIn',
      label: `sign-in (Login, ${SIGN_IN_USERS.length} users)`,
      target: 'api',
      connections: 20,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      next: () => ({
        path: API.login.path,
        body: JSON.stringify({
          email: SIGN_IN_USERS[n++ % SIGN_IN_USERS.length],
          password: SIGN_IN_PASSWORD,
        }),
      }),
    },
  ];

  const cores = cpus();
  console.log(
    `${cores.length} × ${cores[0]?.model.trim() ?? 'CPU'}; ${machineLoad()} before the run. ` +
      'autocannon (this process), the API process, the bare server and PostgreSQL all share these cores, ' +
      'so every figure is lower than the API would reach with the load coming from another machine.',
  );
  console.log(`warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s measured, per phase\n`);
  const results: Measured[] = [];
  for (const phase of phases) {
    if (ONLY && !ONLY.has(phase.key)) continue;
    const measured = await measure(phase.target === 'bare' ? bareTarget : apiTarget, phase);
    console.log(
      `  ${phase.label}: ${measured.rps.toFixed(0)} req/s, p95 ${ms(measured.p95)} ms, p99 ${ms(measured.p99)} ms`,
    );
    results.push(measured);
  }
  console.log(`\n${machineLoad()} at the end\n`);
  printTable(results);
  console.log(
    '\nlatencies are per answer (2xx only) as autocannon timed them; API loop = event-loop delay of the API ' +
      'process (monitorEventLoopDelay, 1 ms sampling); CPU ms/answer = CPU time (all threads) per 2xx answer of ' +
      "the server process (the API, or the bare route), of the API's PostgreSQL backends and of autocannon " +
      '(this process): their sum against the number of cores bounds req/s',
  );

  let failed = false;
  for (const r of results) {
    if (r.non2xx === 0 && r.errors === 0) continue;
    failed = true;
    console.log(
      `\n!!! ${r.phase.label}: ${r.non2xx} NON-2XX ANSWERS (by status: ${JSON.stringify(r.statuses)}) AND ` +
        `${r.errors} CONNECTION ERRORS: this phase did not measure what it claims`,
    );
  }

  const byKey = new Map(results.map((r) => [r.phase.key, r]));
  const goals: { text: string; measured: string; met: boolean }[] = [];
  const byId = byKey.get('byId');
  if (byId) {
    goals.push({
      text: 'GetCaseById at least 1,500 req/s at 10 connections',
      measured: `${byId.rps.toFixed(0)} req/s`,
      met: byId.rps >= 1500,
    });
    goals.push({ text: 'GetCaseById p99 under 25 ms', measured: `${ms(byId.p99)} ms`, met: byId.p99 < 25 });
  }
  const search = byKey.get('search');
  if (search) {
    goals.push({
      text: 'searched case list p95 under 50 ms at 10 connections',
      measured: `${ms(search.p95)} ms`,
      met: search.p95 < 50,
    });
  }
  const checklist = byKey.get('checklist');
  if (checklist) {
    goals.push({
      text: 'GetCaseChecklist p95 under 25 ms at 10 connections',
      measured: `${ms(checklist.p95)} ms`,
      met: checklist.p95 < 25,
    });
  }
  const signIn = byKey.get('signIn');
  if (signIn) {
    goals.push({
      text: 'sign-in p95 under 100 ms at 20 connections',
      measured: `${ms(signIn.p95)} ms`,
      met: signIn.p95 < 100,
    });
    const signInProbe = must(signIn.probe, "the sign-in run's event-loop probe");
    goals.push({
      text: 'API event-loop delay p99 under 50 ms during sign-in',
      measured: `${ms(signInProbe.delayP99)} ms`,
      met: signInProbe.delayP99 < 50,
    });
  }
  console.log('\ngoals:');
  for (const goal of goals) {
    console.log(`  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}: ${goal.measured}`);
  }
  if (failed || goals.some((goal) => !goal.met)) process.exitCode = 1;
} finally {
  for (const child of children.reverse()) await stop(child);
  await adminClient.query(`drop database if exists "${name}" with (force)`);
  await adminClient.end();
  rmSync(dataDir, { recursive: true, force: true });
}
