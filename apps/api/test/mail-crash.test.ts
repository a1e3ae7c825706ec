import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.ts';
import { jobsNamed } from './jobs.ts';
import { freePort, type ServerProcess, startServer, waitUntilHealthy } from './server-process.ts';
import { processDatabase } from './test-database.ts';
import { linkIn, startTestSmtp, type TestSmtp } from './test-smtp.ts';

/**
 * A crash loses no acknowledged e-mail: a reset link asked for while the mail server turns
 * messages away, then a SIGKILL, and the restarted server sends it. Runs on the embedded database
 * in `test:unit` and on PostgreSQL in `test:pg`.
 */
const root = mkdtempSync(join(tmpdir(), 'docket-mail-crash-'));
const dataDir = join(root, 'data');
const database = processDatabase(dataDir, 'docket_mail_crash');
const servers: ServerProcess[] = [];
let smtp: TestSmtp;
let email: string;
let env: Record<string, string>;

async function start(): Promise<ServerProcess> {
  const server = startServer(env, await freePort());
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  const handle = await database.create();
  try {
    email = (await createUser(handle.db, 'Client')).email;
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
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await smtp?.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('e-mail across a crash', () => {
  it('sends, after a restart, a message acknowledged before a SIGKILL', async () => {
    smtp.refusal.code = 451;
    const first = await start();
    const asked = await fetch(`http://127.0.0.1:${first.port}${API.forgotPassword.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.received).toEqual([]);

    // The message survived the kill. Whether the killed server held it (its hold lapses in 15
    // minutes), or already failed to send it (its back-off), it is due later; the restart below
    // comes as it would when that time has come.
    const handle = await database.open();
    try {
      expect(await jobsNamed(handle.db, 'send-email')).toHaveLength(1);
      await handle.db.execute(
        sql`update pgboss.job set start_after = now(), state = case when state = 'active' then 'retry'::pgboss.job_state else state end where name = 'send-email'`,
      );
    } finally {
      await handle.close();
    }

    smtp.refusal.code = null;
    const second = await start();
    const mail = await smtp.messageTo(email, 0, 30_000);
    expect(mail.subject).toBe('Reset your Docket password');
    const link = linkIn(mail, '/account/set-password');
    const reset = await fetch(`http://127.0.0.1:${second.port}${API.resetPassword.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        password: 'Crash-Survivor-2026!',
        confirmPassword: 'Crash-Survivor-2026!',
      }),
    });
    expect(reset.status, await reset.text()).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const after = await database.open();
    try {
      expect((await jobsNamed(after.db, 'send-email')).map((job) => job.state)).toEqual(['completed']);
    } finally {
      await after.close();
    }
  }, 120_000);
});
