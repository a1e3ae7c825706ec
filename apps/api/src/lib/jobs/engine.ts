import type { BackgroundJobName } from '@docket/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, fromDrizzle, fromPglite, type PGliteLike, PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { Jobs, SendOptions, ServiceContext } from '../context.ts';
import { failureCode, type JobDefinition } from './job.ts';
import { createYieldGate, type YieldGate } from './yield-gate.ts';

/** pg-boss's tables live in their own schema, installed with the migrations (db/migrate.ts). */
export const JOBS_SCHEMA = 'pgboss';
/** How often the one loop looks for work when nothing woke it. */
const IDLE_POLL_MS = 2_000;
/** How often pg-boss is asked to expire the holds of runs whose instance died. */
const SUPERVISE_MS = 5_000;
/** A batch waits at most this long for people to be served before it runs anyway. */
const MAX_YIELD_MS = 2_000;
/** Event-loop lag (p99) above which the server counts as busy. */
const BUSY_LAG_MS = 40;
/** SIGTERM waits this long for the running batch (server.ts gives the whole shutdown 10 s). */
const STOP_WAIT_MS = 8_000;

export type JobEngine = Jobs & {
  gate: YieldGate;
  /**
   * Connects pg-boss and makes sure of the queues. Before the app answers anything: on PGlite, a
   * statement of pg-boss's own sent while a request's transaction holds the one connection would
   * wait for ever.
   */
  prepare(): Promise<void>;
  /** Creates the queues and the schedules' first runs, then works on one loop until stopped. */
  start(): Promise<void>;
  /** Stops taking work and waits (up to 8 s) for the batch in progress; start() takes it up again. */
  stop(): Promise<void>;
  /** Stops, and lets go of pg-boss (the app's close). */
  close(): Promise<void>;
};

type ClientLike = PGliteLike | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss's connection: the app's own pool on PostgreSQL, its PGlite through pg-boss's adapter. */
export function bossDatabase(db: Db): BossDb {
  const client = (db as unknown as { $client: ClientLike }).$client;
  if ('exec' in client && 'dumpDataDir' in client) return fromPglite(client as PGliteLike);
  const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  return { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: never[] }> };
}

function isPglite(db: Db): boolean {
  const client = (db as unknown as { $client: object }).$client;
  return 'exec' in client && 'dumpDataDir' in client;
}

function newBoss(db: Db): PgBoss {
  return new PgBoss({
    db: bossDatabase(db),
    schema: JOBS_SCHEMA,
    ...(isPglite(db) ? { backend: 'pglite' as const } : {}),
    // Docket's own loop fetches and, every few seconds, has pg-boss expire the holds of an instance
    // that died and clean up finished jobs (supervise): pg-boss runs no timer of its own.
    schedule: false,
    supervise: false,
    // pg-boss lets one instance supervise a queue once in this many seconds (60 unless said): as
    // often as the loop asks, so a new instance takes back a dead one's hold within seconds of its lapse.
    monitorIntervalSeconds: SUPERVISE_MS / 1000,
    migrate: false,
    createSchema: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
}

/** Installs or upgrades pg-boss's schema (from the migrations, once across instances on PostgreSQL). */
export async function installJobsSchema(db: Db): Promise<void> {
  const boss = new PgBoss({
    db: bossDatabase(db),
    schema: JOBS_SCHEMA,
    ...(isPglite(db) ? { backend: 'pglite' as const } : {}),
    schedule: false,
    supervise: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', () => {});
  await boss.start();
  await carryOverOlderDocket(boss, db);
  await boss.stop({ graceful: false, close: false });
}

/**
 * What an older Docket (before the engine) left waiting carries over at the first start on the
 * engine, found by its `mail_outbox` table, which this start drops: e-mail waiting there becomes
 * send-email jobs, sealed as they were, so a message acknowledged before the upgrade is still sent
 * after it; and each document check, erasure and export still to do (queued, or mid-run when the
 * old Docket stopped) gets the one job the engine would have queued with it, since the old
 * Docket's leases that would have found them are gone. Once only, so no row gets two jobs.
 */
async function carryOverOlderDocket(boss: PgBoss, db: Db): Promise<void> {
  const [found] = (
    await boss.getDb().executeSql(`select to_regclass('public.mail_outbox') is not null as found`)
  ).rows;
  if (!found?.found) return;
  for (const name of ['send-email', ...CARRIED_OVER.map(([job]) => job)] as const)
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
  // One transaction: a start cut short carries nothing over twice, and the table it reads goes
  // with its commit (locked first, so an older instance still running cannot add to it meanwhile).
  await db.transaction(async (tx) => {
    const into = { db: fromDrizzle(tx as never, sql as never) };
    await into.db.executeSql('lock table public.mail_outbox', []);
    const { rows } = await into.db.executeSql(
      'select sealed_message from public.mail_outbox order by id',
      [],
    );
    await queueCarriedOver(
      boss,
      into,
      'send-email',
      rows.map((row: { sealed_message: string }) => ({ sealed: row.sealed_message })),
    );
    for (const [name, query] of CARRIED_OVER) {
      const waiting = await into.db.executeSql(query, []);
      await queueCarriedOver(
        boss,
        into,
        name,
        waiting.rows.map((row: { data: object }) => row.data),
      );
    }
    await into.db.executeSql('drop table public.mail_outbox', []);
  });
}

/** The rows an older Docket's leases would have taken, as the data of their jobs. */
const CARRIED_OVER: Array<[BackgroundJobName, string]> = [
  [
    'document-check',
    `select json_build_object('checkId', id) as data from public.document_checks where status in ('queued', 'running') order by id`,
  ],
  [
    'person-erasures',
    `select json_build_object('erasureId', id) as data from public.person_erasures where status in ('queued', 'running') order by requested_at, id`,
  ],
  [
    'subject-access-exports',
    `select json_build_object('exportId', id) as data from public.subject_access_exports where status in ('queued', 'building') order by requested_at, id`,
  ],
];

/**
 * A job carries its retries from its queue as it is inserted, and the queues made here have pg-boss's
 * defaults (two quick retries): these jobs say their own, as lasting as the e-mail's, so a relay
 * down during the upgrade does not fail what was acknowledged before it.
 */
const CARRIED_OVER_RETRIES = {
  retryLimit: 30,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 15 * 60,
} as const;

async function queueCarriedOver(
  boss: PgBoss,
  into: { db: BossDb },
  name: BackgroundJobName,
  data: object[],
): Promise<void> {
  if (data.length === 0) return;
  await boss.insert(
    name,
    data.map((one) => ({ data: one, ...CARRIED_OVER_RETRIES })),
    into,
  );
}

/**
 * The one engine of background work (decision 043) on pg-boss: jobs are rows in its schema, taken
 * once across instances with its claim (SKIP LOCKED and a hold of `holdSeconds`), retried with
 * back-off, and, past their hold, taken again from an instance that died. One loop of Docket's own
 * takes each job's batch at that job's pace, after the yield gate lets it.
 */
export function createJobEngine(deps: {
  db: Db;
  definitions: readonly JobDefinition[];
  /** The context a job runs in (backgroundContext of the app); read when a job runs. */
  context: () => ServiceContext;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How long a stop waits for the batch in progress (tests shorten it). */
  stopWaitMs?: number;
}): JobEngine {
  const { db, definitions, clock, log, stopWaitMs = STOP_WAIT_MS } = deps;
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  if (byName.size !== definitions.length) throw new Error('a job is defined twice');
  const gate = createYieldGate({ maxWaitMs: MAX_YIELD_MS, maxLagMs: BUSY_LAG_MS });
  let boss: PgBoss | null = null;
  let ready: Promise<PgBoss> | null = null;
  let running = false;
  let cut = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | null = null;
  let woken = false;
  // The first pass supervises at once: a new instance takes back what a dead one held without waiting a tick.
  let supervisedAt = Number.NEGATIVE_INFINITY;
  /** When each job's next batch may start (its pace). */
  const nextBatchAt = new Map<string, number>();
  /** How many jobs each job's last batch took. */
  const lastCount = new Map<string, number>();

  function ensureBoss(): Promise<PgBoss> {
    ready ??= (async () => {
      const created = newBoss(db);
      created.on('error', (error) => log.error({ code: failureCode(error) }, 'job engine error'));
      await created.start();
      for (const definition of definitions) await createQueue(created, definition);
      boss = created;
      return created;
    })();
    return ready;
  }

  async function createQueue(on: PgBoss, definition: JobDefinition): Promise<void> {
    const options = {
      retryLimit: definition.retries.limit,
      retryDelay: definition.retries.delaySeconds,
      retryBackoff: true,
      ...(definition.retries.maxDelaySeconds ? { retryDelayMax: definition.retries.maxDelaySeconds } : {}),
      expireInSeconds: definition.holdSeconds,
      // Finished jobs are kept a week for the administrators' view, then pg-boss removes them.
      deleteAfterSeconds: 7 * 24 * 3600,
    } as const;
    if (await on.getQueue(definition.name)) await on.updateQueue(definition.name, options);
    // A schedule has one run waiting and one running at most; a queue whose jobs carry a key, one waiting per key.
    else
      await on.createQueue(definition.name, {
        ...options,
        policy: definition.policy ?? (definition.everyMs ? 'stately' : 'standard'),
      });
  }

  function definitionOf(name: BackgroundJobName): JobDefinition {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job is defined as ${name}`);
    return definition;
  }

  /** The work a commit made due is taken at once rather than at the next look. */
  function kickAfterCommit(ctx: Pick<ServiceContext, 'afterCommit'>): void {
    if (ctx.afterCommit) ctx.afterCommit(kick);
    else kick();
  }

  async function send(
    ctx: Pick<ServiceContext, 'db' | 'afterCommit'>,
    name: BackgroundJobName,
    jobs: Array<{ data: object } & SendOptions>,
  ): Promise<void> {
    definitionOf(name);
    if (jobs.length === 0) return;
    const on = await ensureBoss();
    // The caller's transaction, or the app's database outside one.
    const into = { db: fromDrizzle(ctx.db as never, sql as never) };
    if (jobs.length === 1) {
      const [job] = jobs as [{ data: object } & SendOptions];
      await on.send(name, withDue(job), {
        ...into,
        ...startOptions(job),
      });
    } else {
      await on.insert(
        name,
        jobs.map((job) => ({ data: withDue(job), ...startOptions(job) })),
        into,
      );
    }
    kickAfterCommit(ctx);
  }

  /**
   * A later start is given to pg-boss as a delay from its clock, and kept in the job's data as the
   * app's time (`dueAt`): the two agree in production, where the app's clock is the real one; tests
   * move the app's clock, and drain() reads `dueAt` to know what is due by it.
   */
  function startOptions(job: SendOptions): { startAfter?: number; singletonKey?: string } {
    return {
      ...(job.startAfter
        ? { startAfter: Math.max(0, Math.ceil((job.startAfter.getTime() - clock().getTime()) / 1000)) }
        : {}),
      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
    };
  }
  function withDue(job: { data: object } & SendOptions): object {
    return job.startAfter ? { ...job.data, dueAt: job.startAfter.toISOString() } : job.data;
  }

  /** A schedule's next run, unless one waits already (its queue allows one waiting). */
  async function scheduleNext(on: PgBoss, definition: JobDefinition, at: Date): Promise<void> {
    await on.send(definition.name, withDue({ data: {}, startAfter: at }), startOptions({ startAfter: at }));
  }

  /** Runs of each job in progress on this instance. */
  const active = new Map<string, Set<Promise<void>>>();
  const allActive = () => [...active.values()].flatMap((runs) => [...runs]);

  async function runOne(
    on: PgBoss,
    definition: JobDefinition,
    job: { id: string; retryCount: number; data: object },
    signal: AbortSignal,
  ) {
    const attempt = { id: job.id, retryCount: job.retryCount };
    if (signal.aborted) {
      // Shutting down: what was not begun is handed back, for this instance's next start or another's.
      await on.fail(definition.name, attempt, { message: 'interrupted' });
      return;
    }
    const began = performance.now();
    try {
      const result = await definition.run(deps.context(), job.data, { ...attempt, signal });
      await on.complete(definition.name, attempt, result ?? null);
      if (definition.everyMs)
        log.info({ job: definition.name, ms: Math.round(performance.now() - began), result }, 'job ran');
    } catch (error) {
      const code = failureCode(error);
      log.warn({ job: definition.name, jobId: job.id, attempt: job.retryCount + 1, code }, 'job failed');
      await on.fail(definition.name, attempt, { message: code });
    }
    if (definition.everyMs)
      await scheduleNext(on, definition, new Date(clock().getTime() + definition.everyMs));
  }

  /**
   * Takes one batch of the job: at most `batchSize`, and no more than its `concurrency` leaves room
   * for beside the runs still in progress. Runs of one job at a time are awaited; runs of a job
   * allowed several at once (e-mail, which a stalled relay may hold for minutes) go on beside the
   * next looks. Answers how many jobs it took.
   */
  async function runBatch(on: PgBoss, definition: JobDefinition, starved: boolean): Promise<number> {
    const runs = active.get(definition.name) ?? new Set<Promise<void>>();
    active.set(definition.name, runs);
    const concurrency = definition.concurrency ?? 1;
    // One at a time: the whole batch is taken and run in turn. Several at once: as many as there is room for.
    const room =
      concurrency === 1
        ? runs.size === 0
          ? definition.batchSize
          : 0
        : Math.min(definition.batchSize, concurrency - runs.size);
    if (room <= 0) return 0;
    const jobs = await on.fetch<object>(definition.name, { batchSize: starved ? 1 : room });
    // The signal of the stop this batch began under: a stop that gave up waiting for it replaces
    // `cut` for the next start, and the rest of the batch must still be handed back, not run.
    const signal = cut.signal;
    const settle = (job: (typeof jobs)[number]) =>
      runOne(on, definition, job, signal).catch((error: unknown) =>
        log.error({ job: definition.name, code: failureCode(error) }, 'job not settled'),
      );
    // Runs go on beside the loop, so a long one (a document's check) holds up no other job's (an
    // e-mail); one at a time, the batch runs in turn as one.
    const started: Array<() => Promise<unknown>> =
      concurrency === 1
        ? jobs.length > 0
          ? [
              async () => {
                for (const job of jobs) await settle(job);
              },
            ]
          : []
        : jobs.map((job) => () => settle(job));
    for (const start of started) {
      const run: Promise<void> = start()
        .then(() => undefined)
        .finally(() => {
          runs.delete(run);
          // Room for the next: look again rather than wait for the next idle look.
          if (running) kick();
        });
      runs.add(run);
    }
    return jobs.length;
  }

  /** One look at every job, in the order defined; answers how many jobs it took. */
  async function pass(paced: boolean): Promise<number> {
    const on = await ensureBoss();
    let taken = 0;
    if (paced && performance.now() - supervisedAt > SUPERVISE_MS) {
      supervisedAt = performance.now();
      await on.supervise();
      await healSchedules(on);
    }
    const due = definitions.filter(
      (definition) => !paced || (running && (nextBatchAt.get(definition.name) ?? 0) <= performance.now()),
    );
    if (due.length === 0) return 0;
    // Once a pass, not once a job: a pass waits at most one gate's longest for all its jobs. People
    // served all the while the gate waited: one job of each, so the work goes on without taking
    // their time; whole batches once they pause.
    const starved = paced && (await gate.wait(cut.signal)) >= MAX_YIELD_MS;
    for (const definition of due) {
      const count = await runBatch(on, definition, starved);
      lastCount.set(definition.name, count);
      if (count > 0) nextBatchAt.set(definition.name, performance.now() + definition.pauseMs);
      taken += count;
    }
    return taken;
  }

  /** When the next batch of a job that found work last time may start; null when none has more. */
  function nextPaced(): number | null {
    const times = definitions
      .filter((definition) => (lastCount.get(definition.name) ?? 0) > 0)
      .map((definition) => nextBatchAt.get(definition.name) ?? 0);
    return times.length > 0 ? Math.min(...times) : null;
  }

  function kick(): void {
    woken = true;
    if (!running || loop) return;
    clearTimeout(timer);
    loop = runLoop();
  }

  async function runLoop(): Promise<void> {
    try {
      do {
        woken = false;
        const taken = await pass(true).catch((error: unknown) => {
          log.error({ code: failureCode(error) }, 'job engine pass failed');
          return 0;
        });
        // A job that found work may have more: its next batch comes after its pause, not the idle look.
        const next = nextPaced();
        if (taken === 0 && !woken && next === null) break;
        const wait = next === null ? 0 : Math.max(0, next - performance.now());
        if (wait > 0 && running) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 1_000)));
      } while (running);
    } finally {
      loop = null;
      if (running) {
        timer = setTimeout(kick, IDLE_POLL_MS);
        timer.unref();
      }
    }
  }

  /**
   * A schedule whose chain broke (its next run not queued after a failed write, or its run failed
   * for good after a crash each time) gets a run due now, rather than waiting for the next start.
   * One that has a run waiting or running is left as it is.
   */
  async function healSchedules(on: PgBoss): Promise<void> {
    const { rows } = await on
      .getDb()
      .executeSql(
        `select distinct name from ${JOBS_SCHEMA}.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
        [definitions.filter((definition) => definition.everyMs).map((definition) => definition.name)],
      );
    const alive = new Set(rows.map((row: { name: string }) => row.name));
    await ensureSchedules(
      on,
      definitions.filter((definition) => definition.everyMs && !alive.has(definition.name)),
    );
  }

  async function ensureSchedules(on: PgBoss, among = definitions): Promise<void> {
    for (const definition of among) {
      if (!definition.everyMs) continue;
      // One waits already (another instance's, or an earlier start's): this send is refused.
      await scheduleNext(on, definition, clock());
    }
  }

  return {
    definitions,
    gate,
    send: (ctx, name, data, options = {}) => send(ctx, name, [{ data, ...options }]),
    sendMany: (ctx, name, jobs) => send(ctx, name, jobs),
    async pace() {
      if (running) await gate.wait(cut.signal);
    },
    async drain(only) {
      const on = await ensureBoss();
      const chosen = only ? definitions.filter((definition) => only.includes(definition.name)) : definitions;
      await ensureSchedules(on, chosen);
      // Due by the app's clock (which tests move): made due by the database's clock too. Once: a
      // retry waits its back-off, so a failing job is tried once per drain.
      await on.getDb().executeSql(
        `update ${JOBS_SCHEMA}.job set start_after = now() where name = any($2::text[]) and state in ('created', 'retry')
             and start_after > now() and coalesce((data->>'dueAt')::timestamptz, start_after) <= $1`,
        [clock().toISOString(), chosen.map((definition) => definition.name)],
      );
      // Each schedule runs once: its next run may already be due when the app's clock is behind the database's.
      const ran = new Set<string>();
      for (;;) {
        let taken = 0;
        for (const definition of chosen) {
          if (ran.has(definition.name)) continue;
          const count = await runBatch(on, definition, false);
          if (count > 0 && definition.everyMs) ran.add(definition.name);
          taken += count;
        }
        const inProgress = allActive();
        await Promise.all(inProgress);
        if (taken === 0 && inProgress.length === 0) return;
      }
    },
    async waiting(name) {
      const on = await ensureBoss();
      const { rows } = await on
        .getDb()
        .executeSql(
          `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
          [name],
        );
      return Number(rows[0]?.n ?? 0);
    },
    async prepare() {
      await ensureBoss();
    },
    async start() {
      const on = await ensureBoss();
      await ensureSchedules(on);
      running = true;
      cut = new AbortController();
      kick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      cut.abort();
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([loop, ...allActive()]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, stopWaitMs);
        }),
      ]);
      clearTimeout(waited);
      for (const definition of definitions) await definition.stop?.(deps.context()).catch(() => undefined);
      // What runs from now on (a drain, the next start) is not cut short.
      cut = new AbortController();
    },
    async close() {
      await this.stop();
      gate.close();
      const closing = boss;
      boss = null;
      ready = null;
      await closing?.stop({ graceful: false, close: false });
    },
  };
}
