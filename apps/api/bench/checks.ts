/**
 * `npm run bench:checks`: the automatic document checks (decision 039), measured. Prints, asserts
 * nothing about time.
 *
 * 1. accuracy: every fixture of bench/check-fixtures (labels.json) through the check thread (createFileChecker), without the
 *    database, as the worker runs it: the item's expected kind and age limit, the client's name,
 *    labels.json's `today`, and as `others` the fixtures uploaded before it to the same case (its
 *    group). Per finding: right, wrong, unsure; the goals: no false "expired", "wrong kind" or
 *    "name absent" on a readable document, and at least 90% of the unreadable ones caught.
 * 2. throughput: pages per minute over the 1600 px photos and scans of that run (goal ≥ 30).
 * 3. api: the real API on PostgreSQL with its check worker; 20 photos uploaded to one case through
 *    the API (Uploadfile, then UploadChecklistDocument), and GetCaseById at a steady 200 calls a
 *    second while they are checked: p99 (goal < 25 ms), next to the same run with the worker idle.
 *    Steady means one call every 5 ms, timed from when it was due (bench/paced-load.ts): autocannon's
 *    rate limit sends each second's calls in a burst at its start, which measured a queue of ten.
 * 4. search: runs bench/search.ts (the search helper's), if it is on this branch.
 *
 * Environment: BENCH_CHECKS_ONLY (accuracy,api,search; throughput comes with accuracy),
 * BENCH_CHECKS_FILTER (a substring of fixture names), BENCH_DATABASE_URL, BENCH_CHECKS_MAX_SECONDS
 * (how long phase 3 waits for the 20 checks, 300), BENCH_CHECKS_RATE (calls a second in phase 3, 200),
 * BENCH_CPU_PROF (a directory: phase 3's API writes a CPU profile of each of its threads there).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type DocumentFinding } from '@docket/contract';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createFileChecker } from '../src/modules/document-checks/check-file.ts';
import type { OtherDocument } from '../src/modules/document-checks/check-types.ts';
import { withDatabase } from '../test/database-url.ts';
import { freePort, signInOverHttp, startServer, waitUntilHealthy } from '../test/server-process.ts';
import type { FixtureLabel, FixtureLabels } from './check-fixtures/labels.ts';
import { type Mark, SCORED, type Scorecard, type Scored, score } from './check-scoring.ts';
import { pacedLoad } from './paced-load.ts';
import { seedCases } from './seed-cases.ts';

const FIXTURES = join(import.meta.dirname, 'check-fixtures');
const ONLY = process.env.BENCH_CHECKS_ONLY ? new Set(process.env.BENCH_CHECKS_ONLY.split(',')) : null;
const FILTER = process.env.BENCH_CHECKS_FILTER ?? '';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MAX_SECONDS = Number(process.env.BENCH_CHECKS_MAX_SECONDS ?? 300);
const labels = JSON.parse(readFileSync(join(FIXTURES, 'labels.json'), 'utf8')) as FixtureLabels;
const runs = (phase: string) => !ONLY || ONLY.has(phase);
/** GetCaseById calls a second while the checks run (BENCH_CHECKS_RATE). */
const RATE = Number(process.env.BENCH_CHECKS_RATE ?? 200);
const CPU_PROF = process.env.BENCH_CPU_PROF;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ':' : '-').padEnd(w + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`,
  );
  for (const r of rows) console.log(line(r));
}

const machine = () => {
  const [lastMinute = Number.NaN] = loadavg();
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${lastMinute.toFixed(2)}`;
};

interface Checked {
  label: FixtureLabel;
  findings: DocumentFinding[];
  card: Scorecard;
  ms: number;
  confidence: number | null;
  longSide: number | null;
}

// 1 and 2: accuracy and throughput, without the database.
async function accuracy(): Promise<void> {
  console.log(
    `\n## Accuracy: ${labels.fixtures.length} labelled fixtures, today = ${labels.today}; ${machine()}\n`,
  );
  const checked: Checked[] = [];
  const texts = new Map<string, string>();
  for (const [index, label] of labels.fixtures.entries()) {
    if (FILTER && !label.file.includes(FILTER)) continue;
    const path = join(FIXTURES, label.file);
    const group = labels.fixtures.filter((f) => f.group === label.group);
    const earlier = group.slice(0, group.indexOf(label));
    const others: OtherDocument[] = earlier
      .filter((f) => texts.has(f.file))
      .map((f) => ({
        documentId: labels.fixtures.indexOf(f) + 1,
        fileName: f.file,
        text: texts.get(f.file) ?? '',
      }));
    const started = performance.now();
    let result: Awaited<ReturnType<typeof checker.check>>;
    try {
      result = await checker.check(path, label.contentType, {
        expectedKind: label.expectedKind,
        maxAgeMonths: label.maxAgeMonths,
        clientName: label.clientName,
        today: labels.today,
        others,
      });
    } catch (error) {
      console.log(`  ${label.file}: the check threw ${(error as Error).message}`);
      continue;
    }
    if (!result.ok) {
      console.log(`  ${label.file}: the check failed (${result.code})`);
      continue;
    }
    const ms = performance.now() - started;
    texts.set(label.file, result.extraction.pages.map((p) => p.text).join('\n'));
    const meta = label.contentType.startsWith('image/') ? await sharp(path).metadata() : null;
    const card = score(label, result.findings, group);
    checked.push({
      label,
      findings: result.findings,
      card,
      ms,
      confidence: result.extraction.confidence,
      longSide: meta ? Math.max(meta.width ?? 0, meta.height ?? 0) : null,
    });
    const symbol = (m: Mark | undefined) =>
      m === 'right' ? '✓' : m === 'wrong' ? '✗' : m === 'unsure' ? '?' : ' ';
    console.log(
      `  ${String(index + 1).padStart(2)} ${label.file.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(5)} s  conf ${result.extraction.confidence === null ? '  -' : result.extraction.confidence.toFixed(0).padStart(3)}  ${SCORED.map((s) => symbol(card.marks[s])).join('')}`,
    );
  }
  if (checked.length === 0) return;

  console.log('\nwhat each check said (truth in brackets where it was wrong):\n');
  table(
    ['fixture', 'conf', ...SCORED],
    checked.map((c) => [
      c.label.file,
      c.confidence === null ? '-' : c.confidence.toFixed(0),
      ...SCORED.map((s) => {
        const said = c.card.said[s] ?? '';
        return c.card.marks[s] === 'wrong' ? `✗ ${said} [${truthOf(c.label, s)}]` : said;
      }),
    ]),
  );

  console.log('\nper finding:\n');
  table(
    ['finding', 'right', 'wrong', 'unsure', 'scored'],
    SCORED.map((s) => {
      const marks = checked.map((c) => c.card.marks[s]).filter((m): m is Mark => m !== undefined);
      const count = (m: Mark) => String(marks.filter((x) => x === m).length);
      return [s, count('right'), count('wrong'), count('unsure'), String(marks.length)];
    }),
  );

  const readable = checked.filter((c) => c.label.truth.readable);
  const unreadable = checked.filter((c) => !c.label.truth.readable);
  const alarms = (kind: Scorecard['falseAlarms'][number]) =>
    readable.filter((c) => c.card.falseAlarms.includes(kind)).map((c) => c.label.file);
  const caught = unreadable.filter((c) => c.card.caught).length;
  const goals = [
    { text: 'no false "expired" on a readable document', bad: alarms('expired') },
    { text: 'no false "wrong kind" (kindDiffers) on a readable document', bad: alarms('kindDiffers') },
    { text: 'no false "name absent" on a readable document', bad: alarms('nameAbsent') },
  ];
  console.log('\ngoals:');
  for (const goal of goals)
    console.log(
      `  ${goal.bad.length === 0 ? 'met    ' : 'NOT MET'}  ${goal.text}${goal.bad.length ? `: ${goal.bad.join(', ')}` : ''}`,
    );
  const share = unreadable.length ? caught / unreadable.length : 1;
  console.log(
    `  ${share >= 0.9 ? 'met    ' : 'NOT MET'}  at least 90% of the unreadable caught: ${caught}/${unreadable.length}` +
      (caught < unreadable.length
        ? ` (missed: ${unreadable
            .filter((c) => !c.card.caught)
            .map((c) => c.label.file)
            .join(', ')})`
        : ''),
  );

  // Throughput: the run above, counted over the 1600 px pictures (each one page).
  const photos = checked.filter((c) => c.longSide === 1600);
  const seconds = photos.reduce((sum, c) => sum + c.ms, 0) / 1000;
  const perMinute = seconds > 0 ? (photos.length / seconds) * 60 : Number.NaN;
  const times = photos.map((c) => c.ms).sort((a, b) => a - b);
  console.log(`\n## Throughput (one check at a time, in one warm check thread; ${machine()})\n`);
  console.log(
    `  ${photos.length} pages of 1600 px photos and scans in ${seconds.toFixed(1)} s: ${perMinute.toFixed(1)} pages/min ` +
      `(p50 ${(percentile(times, 50) / 1000).toFixed(2)} s, p95 ${(percentile(times, 95) / 1000).toFixed(2)} s a page)`,
  );
  console.log(`  ${perMinute >= 30 ? 'met    ' : 'NOT MET'}  at least 30 pages per minute`);
}

function truthOf(label: FixtureLabel, scored: Scored): string {
  const t = label.truth;
  switch (scored) {
    case 'readable':
      return t.readable ? 'readable' : 'retake';
    case 'kind':
      return t.kind === label.expectedKind ? `=${t.kind}` : `≠${t.kind}`;
    case 'documentDate':
      return String(t.documentDate);
    case 'expired':
      return String(t.expired);
    case 'tooOld':
      return String(t.tooOld);
    case 'mrz':
      return t.mrz ? `${t.mrz.documentNumber} ${t.mrz.expiry}` : 'none';
    case 'name':
      return t.name;
    case 'pagesMissing':
      return String(t.pagesMissing);
    case 'duplicate':
      return String(t.duplicateOf);
  }
}

// 3: GetCaseById while the worker checks 20 photos.
async function apiUnderChecks(): Promise<void> {
  console.log(`\n## GetCaseById while 20 photos are checked (the API's own worker; ${machine()})\n`);
  const photos = labels.fixtures
    .filter((f) => f.contentType === 'image/jpeg' && !f.file.includes('tiny'))
    .slice(0, 20)
    .map((f) => f.file);
  const admin = { email: 'bench-admin@bench.test', password: 'Bench-Admin-2026!' };
  const name = `docket_bench_checks_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  try {
    await adminClient.connect();
  } catch (error) {
    console.log(`  skipped: no PostgreSQL at ${serverUrl} (${(error as Error).message})`);
    return;
  }
  await adminClient.query(`create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-checks-'));
  let server: ReturnType<typeof startServer> | null = null;
  const db = new pg.Client({ connectionString: url });
  try {
    const handle = await openDatabase({ kind: 'postgres', url });
    await runMigrations(handle);
    await seedCases(handle.db, 20, admin);
    await handle.close();
    await db.connect();
    const hasChecks = (
      await db.query<{ t: string | null }>("select to_regclass('public.document_checks')::text as t")
    ).rows[0]?.t;
    server = startServer({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, await freePort(), {
      // A CPU profile of every thread of the API, written when it stops (BENCH_CPU_PROF=<dir>).
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`, '--cpu-prof-interval=500'] : [],
    });
    await waitUntilHealthy(server);
    const base = `http://127.0.0.1:${server.port}`;
    const { token } = await signInOverHttp(base, admin);
    const auth = { authorization: `Bearer ${token}` };

    // An open case with items that take uploads: the first whose upload is accepted.
    const items = (
      await db.query<{ case_id: number; id: number }>(
        "select case_id, id from checklist_items where state in ('Missing', 'AwaitingReview') order by case_id, position",
      )
    ).rows;
    const upload = async (file: string) => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(join(FIXTURES, file))], { type: 'image/jpeg' }), file);
      const res = await fetch(`${base}${API.uploadFile.path}?kind=case-document`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (!res.ok) throw new Error(`Uploadfile answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { data: { content: { filePath: string }[] } };
      return body.data.content[0]?.filePath ?? '';
    };
    const attach = (caseId: number, itemId: number, filePath: string, fileName: string) =>
      fetch(`${base}${API.uploadChecklistDocument.path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ caseId, itemId, filePath, fileName }),
      });
    let caseId: number | null = null;
    let caseItems: number[] = [];
    for (const candidate of [...new Set(items.map((i) => i.case_id))]) {
      const ids = items.filter((i) => i.case_id === candidate).map((i) => i.id);
      const first = ids[0];
      if (first === undefined) continue;
      const res = await attach(candidate, first, await upload(photos[0] ?? ''), photos[0] ?? '');
      if (res.ok) {
        caseId = candidate;
        caseItems = ids;
        break;
      }
    }
    if (caseId === null) {
      console.log('  skipped: no seeded case took an upload');
      return;
    }
    const byId = `${API.getCaseById.path}?id=${caseId}`;
    // The first photo is already in (and maybe being checked): the idle baseline is measured after all are done.
    const uploadStarted = performance.now();
    for (const [i, file] of photos.slice(1).entries()) {
      const res = await attach(caseId, caseItems[(i + 1) % caseItems.length] ?? 0, await upload(file), file);
      if (!res.ok) throw new Error(`UploadChecklistDocument answered ${res.status}: ${await res.text()}`);
    }
    console.log(
      `  uploaded ${photos.length} photos to case ${caseId} in ${((performance.now() - uploadStarted) / 1000).toFixed(1)} s`,
    );
    if (!hasChecks) {
      console.log('  skipped: this database has no document_checks table');
      return;
    }
    let counts = { pending: 0, done: 0, failed: 0, total: 0 };
    const readCounts = async () => {
      const { rows } = await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from document_checks where case_id = $1 group by status',
        [caseId],
      );
      const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      counts = {
        pending: n('queued') + n('running'),
        done: n('done'),
        failed: n('failed'),
        total: rows.reduce((sum, r) => sum + r.n, 0),
      };
    };
    await readCounts();
    if (counts.total === 0) {
      console.log('  skipped: the uploads queued no checks (the check pipeline is not on this branch)');
      return;
    }
    const poller = setInterval(() => void readCounts().catch(() => {}), 500);
    const started = performance.now();
    const busy = await pacedLoad(base, byId, auth, {
      rate: RATE,
      maxSeconds: MAX_SECONDS,
      until: () => counts.pending === 0,
    });
    clearInterval(poller);
    await readCounts();
    const checkSeconds = (performance.now() - started) / 1000;
    const idle = await pacedLoad(base, byId, auth, { rate: RATE, maxSeconds: 10, until: () => false });
    const report = (label: string, run: typeof busy) => {
      const sorted = [...run.latencies].sort((a, b) => a - b);
      return [
        label,
        run.seconds.toFixed(1),
        (sorted.length / run.seconds).toFixed(0),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 99).toFixed(1),
        String(run.non2xx),
      ];
    };
    table(
      [`GetCaseById, ${RATE} a second`, 's', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      [report('while the checks run', busy), report('worker idle afterwards', idle)],
    );
    console.log(
      `  checks: ${counts.done} done, ${counts.failed} failed, ${counts.pending} still pending after ${checkSeconds.toFixed(1)} s` +
        (counts.done > 0 ? ` (${((counts.done / checkSeconds) * 60).toFixed(1)} pages/min under load)` : ''),
    );
    const p99 = percentile(
      [...busy.latencies].sort((a, b) => a - b),
      99,
    );
    console.log(
      `  ${p99 < 25 ? 'met    ' : 'NOT MET'}  GetCaseById p99 under 25 ms while photos are checked: ${p99.toFixed(1)} ms`,
    );
  } catch (error) {
    console.log(`  skipped: ${(error as Error).message}`);
    if (server) console.log(server.output().slice(-2000));
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await db.end().catch(() => {});
    await adminClient.query(`drop database if exists "${name}" with (force)`);
    await adminClient.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// 4: search p95 over 20,000 documents is bench/search.ts's.
async function searchBench(): Promise<void> {
  console.log('\n## Search inside documents (bench/search.ts)\n');
  const script = join(import.meta.dirname, 'search.ts');
  if (!existsSync(script)) {
    console.log('  skipped: bench/search.ts is not on this branch');
    return;
  }
  const child = spawn(process.execPath, [script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) console.log(`  bench/search.ts exited with ${code}`);
}

// One warm check thread for every fixture, as the API's queue keeps one.
const checker = createFileChecker();
try {
  if (runs('accuracy')) await accuracy();
} finally {
  await checker.close();
}
if (runs('api')) await apiUnderChecks();
if (runs('search')) await searchBench();
