import { API } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { clearJobs, jobsNamed } from '../../../test/jobs.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { inTransaction } from '../context.ts';
import { queueEmail } from '../mail-outbox.ts';
import { createJobEngine } from './engine.ts';
import { defineJob, type JobDefinition } from './job.ts';
import { createYieldGate } from './yield-gate.ts';

/**
 * The background engine (decision 043) on the test's database, PGlite or PostgreSQL: a job sent in
 * a transaction exists with its commit, runs once across two instances, and a failing one is tried
 * again with back-off, then shown failed with its last error to administrators. The crash and the
 * shutdown are proved on real server processes (test/background-engine.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = (to: string) => ({ to, subject: 'Engine', text: 'x', html: '<p>x</p>' });

/** An engine of the given jobs on the test's database and clock, beside the app's own. */
const engineOf = (definitions: JobDefinition[], options: { stopWaitMs?: number } = {}) =>
  createJobEngine({
    db: t.db,
    definitions,
    context: () => taskContext(t),
    clock: t.clock.now,
    log: t.app.log,
    ...options,
  });

describe('the background engine', () => {
  it('runs each job once when two instances on one database take work at the same moment', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `once-${i}@example.test`);
    for (const to of addresses) await queueEmail(taskContext(t), message(to));
    // A second instance: its own connections to the same database (on PostgreSQL), the same keys and mail server.
    const second = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, maxConnections: 4 })
      : undefined;
    const other = await buildApp({
      config: t.config,
      db: second?.db ?? t.db,
      logger: false,
      clock: t.clock.now,
    });
    await other.ready();
    const since = t.smtp.received.length;
    try {
      await Promise.all([
        t.app.services.jobs.drain(['send-email']),
        other.services.jobs.drain(['send-email']),
        t.app.services.jobs.drain(['send-email']),
        other.services.jobs.drain(['send-email']),
      ]);
    } finally {
      await other.close();
      await second?.close();
    }
    const sent = t.smtp.received.slice(since).map((mail) => mail.to[0]);
    expect(sent.sort()).toEqual([...addresses].sort());
    expect(new Set((await jobsNamed(t.db, 'send-email')).map((job) => job.state))).toEqual(
      new Set(['completed']),
    );
    await clearJobs(t.db, 'send-email');
  });

  it('queues a job with the transaction that causes it: none before its commit, none if it rolls back', async () => {
    await inTransaction(taskContext(t), async (tx) => {
      await queueEmail(tx, message('committed@example.test'));
      // Not yet visible outside the transaction on PostgreSQL; PGlite has one connection, so ask inside.
      expect(await jobsNamed(tx.db, 'send-email')).toHaveLength(1);
    });
    expect(await jobsNamed(t.db, 'send-email')).toHaveLength(1);
    await inTransaction(taskContext(t), async (tx) => {
      await queueEmail(tx, message('rolled.back@example.test'));
      throw new AppError('NOT_FOUND');
    }).catch(() => undefined);
    expect(await jobsNamed(t.db, 'send-email')).toHaveLength(1);
    await clearJobs(t.db, 'send-email');
  });

  it('tries a failing job again with back-off, then shows it failed with its last error to administrators', async () => {
    // A stand-in handler under a real job's name, so the administrators' view, which lists the
    // app's jobs, shows it. It fails every time with a code.
    const failing = defineJob({
      name: 'case-reminders',
      retries: { limit: 2, delaySeconds: 1 },
      holdSeconds: 60,
      batchSize: 5,
      pauseMs: 0,
      run: async () => {
        throw new AppError('NOT_FOUND');
      },
    });
    const engine = engineOf([failing]);
    await engine.prepare();
    try {
      await engine.send(taskContext(t), 'case-reminders', { caseId: 1 });
      const starts: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        await engine.drain();
        t.clock.set(new Date());
        const [job] = await jobsNamed(t.db, 'case-reminders');
        expect(job?.output).toEqual({ message: 'NOT_FOUND' });
        if (attempt < 3) {
          expect(job?.state).toBe('retry');
          starts.push((job?.startAfter.getTime() ?? 0) - Date.now());
          // Not due yet: a drain now does not try it.
          await engine.drain();
          expect((await jobsNamed(t.db, 'case-reminders'))[0]?.state).toBe('retry');
          t.clock.set(new Date(Date.now() + 60_000));
        } else expect(job?.state).toBe('failed');
      }
      // pg-boss's back-off: 1-2 s after the first failure, 2-4 s after the second.
      expect(starts[0]).toBeGreaterThan(0);
      expect(starts[0]).toBeLessThanOrEqual(2_000);
      expect(starts[1]).toBeGreaterThan(1_000);
      expect(starts[1]).toBeLessThanOrEqual(4_000);

      const admin = await signIn(t, await createUser(t.db, 'Admin'));
      const res = await t.app.inject({ method: 'GET', url: API.backgroundWork.path, headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json().data;
      expect(view.jobs.find((job: { name: string }) => job.name === 'case-reminders')).toMatchObject({
        kind: 'queue',
        queued: 0,
        running: 0,
        failed: 1,
        lastError: { message: 'NOT_FOUND', at: expect.any(String) },
      });
      expect(view.jobs.find((job: { name: string }) => job.name === 'sent-emails')).toMatchObject({
        kind: 'schedule',
        everySeconds: 86_400,
      });
      const solicitor = await signIn(t, await createUser(t.db, 'Solicitor'));
      const refused = await t.app.inject({
        method: 'GET',
        url: API.backgroundWork.path,
        headers: solicitor.auth,
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      t.clock.set(new Date());
      await engine.close();
      await clearJobs(t.db, 'case-reminders');
    }
  });
});

describe('the pace of a job', () => {
  it('takes a whole batch at once and runs it in turn, then waits its pause before the next', async () => {
    const ran: number[] = [];
    const oneAtATime = defineJob<{ caseId: number }>({
      name: 'case-reminders',
      retries: { limit: 0, delaySeconds: 1 },
      holdSeconds: 60,
      batchSize: 4,
      pauseMs: 60_000,
      run: async (_ctx, data) => {
        ran.push(data.caseId);
        return undefined;
      },
    });
    const engine = engineOf([oneAtATime]);
    await engine.prepare();
    try {
      await engine.sendMany(
        taskContext(t),
        'case-reminders',
        [1, 2, 3, 4, 5, 6].map((caseId) => ({ data: { caseId } })),
      );
      await engine.start();
      const deadline = Date.now() + 10_000;
      while (ran.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The first batch is four, one after another; the rest waits the pause (a minute here).
      expect(ran).toHaveLength(4);
    } finally {
      await engine.close();
      await clearJobs(t.db, 'case-reminders');
    }
  });
});

describe('a job while people are served without a pause', () => {
  it('takes one job at a time once the gate has waited its longest, not a whole batch', async () => {
    const ran: number[] = [];
    const job = defineJob<{ caseId: number }>({
      name: 'case-reminders',
      retries: { limit: 0, delaySeconds: 1 },
      holdSeconds: 60,
      batchSize: 4,
      pauseMs: 0,
      run: async (_ctx, data) => {
        ran.push(data.caseId);
        return undefined;
      },
    });
    const engine = engineOf([job]);
    await engine.prepare();
    try {
      await engine.sendMany(
        taskContext(t),
        'case-reminders',
        [1, 2, 3, 4].map((caseId) => ({ data: { caseId } })),
      );
      // A request that does not end: the gate lets work go only after its longest wait (2 s).
      engine.gate.requestStarted();
      await engine.start();
      const deadline = Date.now() + 10_000;
      while (ran.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran).toHaveLength(1);
      // Once the request ends, the rest goes as a batch.
      engine.gate.requestEnded();
      while (ran.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ran).toHaveLength(4);
    } finally {
      await engine.close();
      await clearJobs(t.db, 'case-reminders');
    }
  });
});

describe('a pass over several jobs while people are served', () => {
  it('waits at the gate once for all its jobs, not once for each', async () => {
    const ran: string[] = [];
    const job = (name: 'case-reminders' | 'document-check') =>
      defineJob({
        name,
        retries: { limit: 0, delaySeconds: 1 },
        holdSeconds: 60,
        batchSize: 1,
        pauseMs: 0,
        run: async () => {
          ran.push(name);
          return undefined;
        },
      });
    const engine = engineOf([job('case-reminders'), job('document-check')]);
    await engine.prepare();
    try {
      await engine.send(taskContext(t), 'case-reminders', {});
      await engine.send(taskContext(t), 'document-check', {});
      engine.gate.requestStarted();
      const began = performance.now();
      await engine.start();
      const deadline = Date.now() + 10_000;
      while (ran.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      // One longest wait (2 s) for both; a wait for each would be 4 s.
      expect(ran.sort()).toEqual(['case-reminders', 'document-check']);
      expect(performance.now() - began).toBeLessThan(3_900);
    } finally {
      engine.gate.requestEnded();
      await engine.close();
      await clearJobs(t.db, 'case-reminders');
      await clearJobs(t.db, 'document-check');
    }
  });
});

describe('a long run between its pieces (pace)', () => {
  it('waits while a request is served on a started engine, and not at all where the engine is not started', async () => {
    const engine = engineOf([]);
    // Not started (a test's drain): a round goes through its pieces without waiting.
    engine.gate.requestStarted();
    const unstarted = performance.now();
    await engine.pace();
    expect(performance.now() - unstarted).toBeLessThan(100);
    await engine.start();
    try {
      let paced = false;
      const piece = engine.pace().then(() => {
        paced = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(paced).toBe(false);
      engine.gate.requestEnded();
      await piece;
      expect(paced).toBe(true);
    } finally {
      await engine.close();
    }
  });
});

describe('the yield gate', () => {
  it('holds background work while a request is served, and lets it go when it ends or after the longest wait', async () => {
    const gate = createYieldGate({ maxWaitMs: 300, maxLagMs: 1_000 });
    try {
      expect(await gate.wait()).toBeLessThan(100);
      gate.requestStarted();
      const waited = gate.wait();
      setTimeout(() => gate.requestEnded(), 120);
      expect(await waited).toBeGreaterThanOrEqual(100);
      // A request that never ends does not starve the work: it goes after maxWaitMs.
      gate.requestStarted();
      const starved = await gate.wait();
      expect(starved).toBeGreaterThanOrEqual(290);
      expect(starved).toBeLessThan(1_000);
    } finally {
      gate.close();
    }
  });

  it('waits for the traffic to settle: requests one after another, none in flight between them, hold it', async () => {
    const gate = createYieldGate({ maxWaitMs: 400, maxLagMs: 1_000, settleMs: 60 });
    // A steady stream: a request every 10 ms, each over before the next begins.
    const request = () => {
      gate.requestStarted();
      gate.requestEnded();
    };
    request();
    const stream = setInterval(request, 10);
    try {
      const waited = gate.wait();
      setTimeout(() => clearInterval(stream), 200);
      // It goes once the stream has stopped and settled, not in a gap between two requests.
      expect(await waited).toBeGreaterThanOrEqual(240);
    } finally {
      clearInterval(stream);
      gate.close();
    }
  });
});

describe('a stop that gives up waiting for a long run', () => {
  it('hands back the rest of its batch rather than running it after the stop returned', async () => {
    const ran: number[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstBegan = () => {};
    const began = new Promise<void>((resolve) => {
      firstBegan = resolve;
    });
    const job = defineJob<{ caseId: number }>({
      name: 'case-reminders',
      retries: { limit: 2, delaySeconds: 60 },
      holdSeconds: 60,
      batchSize: 3,
      pauseMs: 0,
      // The batch's first run (whichever the database hands out first) heeds no signal: a stop
      // can only give up waiting for it.
      run: async (_ctx, data) => {
        ran.push(data.caseId);
        if (ran.length === 1) {
          firstBegan();
          await released;
        }
        return undefined;
      },
    });
    const engine = engineOf([job], { stopWaitMs: 200 });
    await engine.prepare();
    try {
      await engine.sendMany(
        taskContext(t),
        'case-reminders',
        [1, 2, 3].map((caseId) => ({ data: { caseId } })),
      );
      await engine.start();
      await began;
      await engine.stop();
      release();
      const deadline = Date.now() + 10_000;
      const settled = async () =>
        (await jobsNamed(t.db, 'case-reminders')).every((one) => one.state !== 'active');
      while (!(await settled()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ran).toHaveLength(1);
      expect((await jobsNamed(t.db, 'case-reminders')).map((one) => one.state).sort()).toEqual([
        'completed',
        'retry',
        'retry',
      ]);
    } finally {
      release();
      await engine.close();
      await clearJobs(t.db, 'case-reminders');
    }
  });
});
