import type { HousekeepingTaskName } from '@docket/contract';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { housekeepingTasks } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { createRounds } from './rounds.ts';

/** One piece of background work on the firm's schedule (decision 041). */
export type HousekeepingTask = {
  name: HousekeepingTaskName;
  /** The next run is due this long after a run ends. */
  everyMs: number;
  /** How long a claim lasts before another instance may take the task over (default 10 min). */
  leaseMs?: number;
  /** Counts of what it did, kept as the task's last_result: never personal data. */
  run(now: Date): Promise<Record<string, number>>;
};

export type Housekeeping = {
  register(task: HousekeepingTask): void;
  /** Makes the task due now and, once the scheduler runs, starts a round on this instance. */
  wake(name: HousekeepingTaskName): void;
  /** Runs every due task once, now, and resolves when done (tests, with the TestClock). */
  runDue(): Promise<void>;
};

export type HousekeepingScheduler = Housekeeping & {
  /** Runs what is due now, then looks every 30 seconds; wakes start rounds from now on. */
  start(): void;
  /** Stops looking and waits for the task in progress to finish. */
  stop(): Promise<void>;
};

const DEFAULT_LEASE_MS = 10 * 60_000;
const POLL_MS = 30_000;
/** A failed run is tried again this soon (or after everyMs, if that is sooner). */
const FAILURE_BACKOFF_MS = 5 * 60_000;

/**
 * Several instances share one schedule in housekeeping_tasks: an instance claims a due task by
 * setting `claimed_until` (a lease), so each due run happens once across them, and a run cut off
 * by a crash is taken over once its lease lapses. The schedule is in the database, so a restart
 * neither skips nor repeats a run. Tasks run one at a time on an instance, never overlapping.
 *
 * While a task runs, its due_at is its lease's end: if the instance dies, that is when it is due
 * again. A wake during the run moves due_at earlier, and the run's end keeps that rather than
 * pushing the task a whole period away, so work queued meanwhile is not left waiting.
 */
export function createHousekeeping(deps: {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}): HousekeepingScheduler {
  const { db, clock, log } = deps;
  const tasks = new Map<HousekeepingTaskName, HousekeepingTask>();
  /** Tasks whose row this instance has made sure of. */
  const known = new Set<HousekeepingTaskName>();
  /** Woken since the last round began; made due at its start. */
  const woken = new Set<HousekeepingTaskName>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function ensureRows(now: Date): Promise<void> {
    const missing = [...tasks.keys()].filter((name) => !known.has(name));
    if (missing.length === 0) return;
    await db
      .insert(housekeepingTasks)
      .values(missing.map((name) => ({ name, dueAt: now })))
      .onConflictDoNothing();
    for (const name of missing) known.add(name);
  }

  async function makeWokenDue(now: Date): Promise<void> {
    if (woken.size === 0) return;
    const names = [...woken];
    await db
      .update(housekeepingTasks)
      .set({ dueAt: now })
      .where(and(inArray(housekeepingTasks.name, names), gt(housekeepingTasks.dueAt, now)));
    for (const name of names) woken.delete(name);
  }

  const claimable = (now: Date) =>
    and(
      lte(housekeepingTasks.dueAt, now),
      or(isNull(housekeepingTasks.claimedUntil), lt(housekeepingTasks.claimedUntil, now)),
    );

  /** Claims the task if it is due and nobody holds it; answers the claim's end, or null. */
  async function claim(task: HousekeepingTask, now: Date): Promise<Date | null> {
    const until = new Date(now.getTime() + (task.leaseMs ?? DEFAULT_LEASE_MS));
    const claimed = await db
      .update(housekeepingTasks)
      .set({ claimedUntil: until, lastStartedAt: now, dueAt: until })
      .where(and(eq(housekeepingTasks.name, task.name), claimable(now)))
      .returning({ name: housekeepingTasks.name });
    return claimed.length > 0 ? until : null;
  }

  /**
   * Ends the run, if the claim is still this instance's: one that outlasted its lease and was
   * taken over leaves the schedule to the instance that took it.
   */
  async function finish(
    task: HousekeepingTask,
    until: Date,
    result: Record<string, unknown>,
    againInMs: number,
  ): Promise<boolean> {
    const finished = clock();
    const next = new Date(finished.getTime() + againInMs).toISOString();
    const ended = await db
      .update(housekeepingTasks)
      .set({
        dueAt: sql`case when ${housekeepingTasks.dueAt} < ${until.toISOString()}::timestamptz
          then ${housekeepingTasks.dueAt} else ${next}::timestamptz end`,
        claimedUntil: null,
        lastFinishedAt: finished,
        lastResult: result,
      })
      .where(and(eq(housekeepingTasks.name, task.name), eq(housekeepingTasks.claimedUntil, until)))
      .returning({ name: housekeepingTasks.name });
    return ended.length > 0;
  }

  async function runOne(task: HousekeepingTask): Promise<void> {
    const now = clock();
    const until = await claim(task, now);
    if (!until) return;
    const began = performance.now();
    let result: Record<string, unknown>;
    let againInMs = task.everyMs;
    try {
      result = await task.run(now);
    } catch (error) {
      // A message may quote what the task was erasing (a database error names the row's values).
      const code = failureCode(error);
      log.error({ task: task.name, code }, 'housekeeping task failed');
      result = { failed: code };
      againInMs = Math.min(FAILURE_BACKOFF_MS, task.everyMs);
    }
    const ms = Math.round(performance.now() - began);
    if (!(await finish(task, until, result, againInMs)))
      log.warn(
        { task: task.name, ms },
        'housekeeping task outlasted its claim; left to the instance that took it',
      );
    else if (!('failed' in result)) log.info({ task: task.name, ms, result }, 'housekeeping task ran');
  }

  async function runRound(): Promise<void> {
    const now = clock();
    await ensureRows(now);
    await makeWokenDue(now);
    const names = [...tasks.keys()];
    if (names.length === 0) return;
    const due = await db
      .select({ name: housekeepingTasks.name })
      .from(housekeepingTasks)
      .where(and(inArray(housekeepingTasks.name, names), claimable(now)));
    const dueNames = new Set(due.map((row) => row.name));
    // In the order the modules registered them, one at a time.
    for (const task of tasks.values()) {
      if (stopped) return;
      if (dueNames.has(task.name)) await runOne(task);
    }
  }

  const rounds = createRounds({
    work: runRound,
    stopped: () => stopped,
    onError: (error) => log.error({ code: failureCode(error) }, 'housekeeping round failed'),
  });

  return {
    register(task) {
      if (tasks.has(task.name)) throw new Error(`housekeeping task ${task.name} is registered twice`);
      if (!(task.everyMs > 0)) throw new Error(`housekeeping task ${task.name} needs a period`);
      tasks.set(task.name, task);
    },
    wake(name) {
      woken.add(name);
      // Before start (tests, an app not listening) the task waits for runDue or the start.
      if (started) void rounds.start();
    },
    runDue: () => rounds.start(),
    start() {
      started = true;
      stopped = false;
      void rounds.start();
      clearInterval(timer);
      timer = setInterval(() => void rounds.start(), POLL_MS);
      timer.unref();
    },
    async stop() {
      started = false;
      stopped = true;
      clearInterval(timer);
      await rounds.current();
    },
  };
}

/** What last_result and the log may say of a failure: a code, never a message. */
function failureCode(error: unknown): string {
  if (error instanceof AppError) return error.code;
  // drizzle wraps the driver's error (its SQLSTATE) as its cause; Node's errors carry ENOENT and such.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return 'failed';
}
