import { Writable } from 'node:stream';
import type { HousekeepingTaskName } from '@docket/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../db/client.ts';
import { housekeepingTasks } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { createHousekeeping, type HousekeepingScheduler, type HousekeepingTask } from './housekeeping.ts';
import { must } from './must.ts';

/**
 * The scheduler on a controlled clock, on the embedded database and (TEST_DATABASE_URL) on
 * PostgreSQL. "Instances" are schedulers sharing one database, as several API processes do; on
 * PostgreSQL each has a connection pool of its own.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
const clock = new TestClock();
const lines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);
const running: HousekeepingScheduler[] = [];
const extraHandles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const handle of extraHandles) await handle.close();
  await database.close();
});
afterEach(async () => {
  for (const scheduler of running.splice(0)) await scheduler.stop();
  await database.db.delete(housekeepingTasks);
  lines.length = 0;
});

function instance(db: Db = database.db): HousekeepingScheduler {
  const scheduler = createHousekeeping({ db, clock: clock.now, log });
  running.push(scheduler);
  return scheduler;
}

/** A connection pool of its own on PostgreSQL; the same database handle on PGlite (one process). */
async function anotherConnection(): Promise<Db> {
  if (database.kind !== 'postgres') return database.db;
  const handle = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 3 });
  extraHandles.push(handle);
  return handle.db;
}

/** A task that counts its runs; `hold` keeps a run going until released. */
function countingTask(name: HousekeepingTaskName, options: Partial<HousekeepingTask> = {}) {
  const runs: Date[] = [];
  let release: (() => void) | undefined;
  let holding = false;
  const task: HousekeepingTask = {
    name,
    everyMs: HOUR,
    async run(now) {
      runs.push(now);
      if (holding) await new Promise<void>((resolve) => (release = resolve));
      return { cleared: runs.length };
    },
    ...options,
  };
  return {
    task,
    runs,
    hold() {
      holding = true;
    },
    /** Resolves once a held run has started. */
    async started(): Promise<void> {
      while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    release() {
      holding = false;
      release?.();
      release = undefined;
    },
  };
}

const row = async (name: string) =>
  must(
    (await database.db.select().from(housekeepingTasks).where(eq(housekeepingTasks.name, name)))[0],
    `the schedule of ${name}`,
  );

describe('the housekeeping scheduler', () => {
  it('runs a task when it is due and not before', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const scheduler = instance();
    const links = countingTask('expired-links');
    scheduler.register(links.task);

    // A task new to the database is due at once.
    await scheduler.runDue();
    expect(links.runs).toEqual([new Date('2026-03-01T09:00:00Z')]);
    expect(await row('expired-links')).toMatchObject({
      dueAt: new Date('2026-03-01T10:00:00Z'),
      claimedUntil: null,
      lastStartedAt: new Date('2026-03-01T09:00:00Z'),
      lastFinishedAt: new Date('2026-03-01T09:00:00Z'),
      lastResult: { cleared: 1 },
    });

    await scheduler.runDue();
    clock.advance(HOUR - 1);
    await scheduler.runDue();
    expect(links.runs).toHaveLength(1);

    clock.advance(1);
    await scheduler.runDue();
    expect(links.runs).toHaveLength(2);
    expect((await row('expired-links')).dueAt).toEqual(new Date('2026-03-01T11:00:00Z'));
  });

  it('keeps the next due time across a restart: neither skipped nor repeated', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const first = instance();
    const before = countingTask('expired-sessions', { everyMs: DAY });
    first.register(before.task);
    await first.runDue();
    expect(before.runs).toHaveLength(1);
    await first.stop();

    // The server restarts an hour later: the run of this morning is not done again.
    clock.advance(HOUR);
    const restarted = instance();
    const after = countingTask('expired-sessions', { everyMs: DAY });
    restarted.register(after.task);
    await restarted.runDue();
    expect(after.runs).toHaveLength(0);

    // Down over the time it fell due: it runs once when the server is back, not once per missed day.
    await restarted.stop();
    clock.advance(3 * DAY);
    const late = instance();
    const third = countingTask('expired-sessions', { everyMs: DAY });
    late.register(third.task);
    await late.runDue();
    await late.runDue();
    expect(third.runs).toEqual([clock.now()]);
  });

  it('does not run a task another instance holds, and takes it over once the claim lapses', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const a = instance();
    const b = instance(await anotherConnection());
    const onA = countingTask('notifications', { leaseMs: 10 * MINUTE });
    const onB = countingTask('notifications', { leaseMs: 10 * MINUTE });
    a.register(onA.task);
    b.register(onB.task);

    onA.hold();
    const aRound = a.runDue();
    await onA.started();
    expect(await row('notifications')).toMatchObject({
      claimedUntil: new Date('2026-03-01T09:10:00Z'),
    });
    await b.runDue();
    clock.advance(10 * MINUTE);
    await b.runDue();
    expect(onB.runs).toHaveLength(0);

    // A's claim lapses (its instance stalled or died): B takes the run over.
    clock.advance(1);
    await b.runDue();
    expect(onB.runs).toHaveLength(1);
    const taken = await row('notifications');
    expect(taken).toMatchObject({ claimedUntil: null, lastResult: { cleared: 1 } });

    // A finishes late: the schedule stays as B left it.
    clock.advance(MINUTE);
    onA.release();
    await aRound;
    expect(await row('notifications')).toEqual(taken);
    expect(lines.join('')).toContain('outlasted its claim');
  });

  it('runs a task once when two instances look at the same moment', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const a = instance();
    const b = instance(await anotherConnection());
    const runs: string[] = [];
    const task = (who: string): HousekeepingTask => ({
      name: 'sent-emails',
      everyMs: HOUR,
      async run() {
        runs.push(who);
        // Long enough for the other instance's claim to meet this one's.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return {};
      },
    });
    a.register(task('a'));
    b.register(task('b'));
    for (let hour = 0; hour < 5; hour++) {
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      expect(runs).toHaveLength(hour + 1);
      clock.advance(HOUR);
    }
  });

  it('records a failure with its code, tries again after a short wait, and runs the other tasks', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const scheduler = instance();
    let failures = 0;
    scheduler.register({
      name: 'retention',
      everyMs: DAY,
      async run() {
        failures++;
        throw new Error('could not erase case of Amina Haddad');
      },
    });
    scheduler.register({
      name: 'file-deletions',
      everyMs: 2 * MINUTE,
      async run() {
        throw new AppError('DATABASE_UNAVAILABLE');
      },
    });
    const after = countingTask('staged-uploads');
    scheduler.register(after.task);

    await scheduler.runDue();
    expect(after.runs).toHaveLength(1);
    expect(await row('retention')).toMatchObject({
      claimedUntil: null,
      lastResult: { failed: 'failed' },
      dueAt: new Date('2026-03-01T09:05:00Z'),
    });
    // A task due sooner than the backoff is tried at its own period.
    expect(await row('file-deletions')).toMatchObject({
      lastResult: { failed: 'DATABASE_UNAVAILABLE' },
      dueAt: new Date('2026-03-01T09:02:00Z'),
    });
    // The log says which task failed and how, never the error's words.
    expect(lines.join('')).toContain('"task":"retention"');
    expect(lines.join('')).not.toContain('Amina');

    clock.advance(5 * MINUTE);
    await scheduler.runDue();
    expect(failures).toBe(2);
  });

  it('runs a woken task now, and a wake during its run leaves it due rather than a period away', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const scheduler = instance();
    const erasures = countingTask('person-erasures', { everyMs: DAY });
    scheduler.register(erasures.task);
    await scheduler.runDue();

    clock.advance(MINUTE);
    scheduler.wake('person-erasures');
    await scheduler.runDue();
    expect(erasures.runs).toHaveLength(2);

    // Another instance wakes it while this one runs it: due again once this run ends.
    const other = instance(await anotherConnection());
    other.register(countingTask('person-erasures', { everyMs: DAY }).task);
    clock.advance(MINUTE);
    scheduler.wake('person-erasures');
    erasures.hold();
    const round = scheduler.runDue();
    await erasures.started();
    other.wake('person-erasures');
    await other.runDue();
    erasures.release();
    await round;
    expect((await row('person-erasures')).dueAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    await scheduler.runDue();
    expect(erasures.runs).toHaveLength(4);
    expect((await row('person-erasures')).dueAt).toEqual(new Date(clock.now().getTime() + DAY));
  });

  it('lets the running task finish when stopped, and starts no other', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const scheduler = instance();
    const first = countingTask('retention');
    const second = countingTask('file-deletions');
    scheduler.register(first.task);
    scheduler.register(second.task);
    first.hold();
    scheduler.start();
    await first.started();
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    first.release();
    await stopping;
    expect(await row('retention')).toMatchObject({ claimedUntil: null, lastResult: { cleared: 1 } });
    expect(second.runs).toHaveLength(0);
  });

  it('refuses a task registered twice', () => {
    const scheduler = instance();
    scheduler.register(countingTask('expired-exports').task);
    expect(() => scheduler.register(countingTask('expired-exports').task)).toThrow(/twice/);
  });
});
