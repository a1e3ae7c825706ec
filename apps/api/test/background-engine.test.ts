import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.ts';
import { jobsNamed } from './jobs.ts';
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServer,
  waitUntilHealthy,
} from './server-process.ts';
import { processDatabase } from './test-database.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

/**
 * The background engine (decision 043) in real server processes, started by their binary: a job
 * whose instance is killed (SIGKILL) mid-run is taken again by the next instance, and a SIGTERM
 * waits for the job running. The job is an e-mail whose recipient the test mail server holds. Runs
 * on the embedded database in `test:unit` and on PostgreSQL in `test:pg`.
 */
const root = mkdtempSync(join(tmpdir(), 'docket-engine-'));
const dataDir = join(root, 'data');
const database = processDatabase(dataDir, 'docket_engine');
const servers: ServerProcess[] = [];
let smtp: TestSmtp;
let emails: string[];
let env: Record<string, string>;

async function start(): Promise<ServerProcess> {
  const server = startServer(env, await freePort());
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function forgot(server: ServerProcess, email: string): Promise<void> {
  const asked = await fetch(`http://127.0.0.1:${server.port}${API.forgotPassword.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
}

/** The send-email jobs as the database holds them, read while no server runs (PGlite has one process). */
async function emailJobs() {
  const handle = await database.open();
  try {
    return await jobsNamed(handle.db, 'send-email');
  } finally {
    await handle.close();
  }
}

/** The administrators' view of the e-mail job, from the running server (GET /api/Admin/BackgroundWork). */
const tokens = new Map<ServerProcess, string>();
async function emailJobView(server: ServerProcess) {
  const base = `http://127.0.0.1:${server.port}`;
  // Signed in once per server: asked again every 200 ms, sign-in's rate limit would refuse it.
  const token = tokens.get(server) ?? (await signInOverHttp(base, ADMIN)).token;
  tokens.set(server, token);
  const res = await fetch(`${base}${API.backgroundWork.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { jobs: Array<{ name: string; queued: number; later: number; running: number }> };
  };
  return body.data.jobs.find((job) => job.name === 'send-email');
}

/** Moves the e-mail jobs' times back, as if `what` had passed, on a connection of the test's own. */
async function pass(what: 'hold' | 'back-off'): Promise<void> {
  const handle = await database.open();
  try {
    await handle.db.execute(
      what === 'hold'
        ? sql`update pgboss.job set started_on = started_on - interval '16 minutes' where name = 'send-email' and state = 'active'`
        : sql`update pgboss.job set start_after = now() where name = 'send-email' and state = 'retry'`,
    );
  } finally {
    await handle.close();
  }
}
let ADMIN: { email: string; password: string };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  const handle = await database.create();
  try {
    emails = [(await createUser(handle.db, 'Client')).email, (await createUser(handle.db, 'Client')).email];
    ADMIN = await createUser(handle.db, 'Admin');
  } finally {
    await handle.close();
  }
  env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://docket.test',
    ...database.env,
  };
}, 120_000);

afterAll(async () => {
  smtp?.releaseAll();
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await smtp?.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('the background engine across processes', () => {
  it('takes again, on the next instance, a job whose instance was killed while running it', async () => {
    smtp.hold.on = true;
    const first = await start();
    await forgot(first, must(emails[0]));
    // The e-mail's job is running: the mail server holds its recipient.
    await smtp.waitForHeld(1, 15_000);
    expect(await emailJobView(first)).toMatchObject({ running: 1 });
    first.child.kill('SIGKILL');
    await first.exited;
    smtp.releaseAll();
    smtp.hold.on = false;
    expect((await emailJobs()).map((job) => job.state)).toEqual(['active']);

    // Its hold (15 minutes) runs out: moved back here rather than waited for. The next instance's
    // engine finds the dead one's hold lapsed and puts the job back, to be tried after its back-off.
    await pass('hold');
    const second = await start();
    const view = await until(
      () => emailJobView(second),
      (job) => job?.running === 0,
    );
    expect(view).toMatchObject({ running: 0, later: 1 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await emailJobs()).toMatchObject([{ state: 'retry' }]);

    // Its back-off (a minute or two) over, as the test will not wait that long: the third sends it.
    await pass('back-off');
    const third = await start();
    const mail = await smtp.messageTo(must(emails[0]), 0, 30_000);
    expect(mail.subject).toBe('Reset your Docket password');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(await emailJobs()).toMatchObject([{ state: 'completed', retryCount: 1 }]);
    expect(smtp.received.filter((m) => m.to.includes(must(emails[0]).toLowerCase()))).toHaveLength(1);
  }, 120_000);

  it('waits, on SIGTERM, for the job it is running before it exits', async () => {
    const server = await start();
    const since = smtp.received.length;
    smtp.hold.on = true;
    await forgot(server, must(emails[1]));
    await smtp.waitForHeld(1, 15_000);
    server.child.kill('SIGTERM');
    // The server has answered its requests and stopped listening, but the e-mail is still going.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.child.exitCode).toBeNull();
    smtp.hold.on = false;
    smtp.release(null);
    expect(await server.exited).toBe(0);
    expect(smtp.received.slice(since).map((mail) => mail.to[0])).toEqual([must(emails[1]).toLowerCase()]);
    expect((await emailJobs()).filter((job) => job.state !== 'completed')).toEqual([]);
  }, 120_000);
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
