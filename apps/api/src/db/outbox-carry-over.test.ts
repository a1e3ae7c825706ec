import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { jobsNamed } from '../../test/jobs.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { installJobsSchema } from '../lib/jobs/engine.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * Upgrading from the mail outbox (decision 021) to the background engine (decision 043): e-mail an
 * older Docket left waiting in `mail_outbox` becomes send-email jobs at the next start's
 * migrations, and the table goes; the document checks, erasures and exports it left to do get
 * their jobs at the same start.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the mail outbox carried over to the engine', () => {
  it('queues each waiting message, sealed as it was, and drops the table', async () => {
    // The table as the outbox left it (0004's shape), with two messages waiting.
    await handle.db.execute(sql`create table mail_outbox (
      id integer primary key generated always as identity, sealed_message text not null,
      created_at timestamptz not null, attempts integer not null default 0,
      next_attempt_at timestamptz not null, last_error text)`);
    await handle.db.execute(sql`insert into mail_outbox (sealed_message, created_at, next_attempt_at)
      values ('sealed-one', now(), now()), ('sealed-two', now(), now())`);
    await installJobsSchema(handle.db);
    const jobs = await jobsNamed(handle.db, 'send-email');
    expect(jobs.map((job) => [job.state, job.data.sealed]).sort()).toEqual([
      ['created', 'sealed-one'],
      ['created', 'sealed-two'],
    ]);
    const gone = (await handle.db.execute(sql`select to_regclass('public.mail_outbox') as t`)) as unknown as {
      rows: Array<{ t: string | null }>;
    };
    expect(gone.rows[0]?.t).toBeNull();
    // As lasting as the e-mail's own retries, not pg-boss's two quick ones: a relay down during the
    // upgrade does not fail what was acknowledged before it.
    const retries = (await handle.db.execute(
      sql`select distinct retry_limit as "limit", retry_backoff as backoff from pgboss.job where name = 'send-email'`,
    )) as unknown as { rows: Array<{ limit: number; backoff: boolean }> };
    expect(retries.rows).toEqual([{ limit: 30, backoff: true }]);
    // The next start finds nothing more to carry over.
    await installJobsSchema(handle.db);
    expect(await jobsNamed(handle.db, 'send-email')).toHaveLength(2);
  });

  it('queues one job for each document check, erasure and export an older Docket left to do, once', async () => {
    await handle.db.execute(sql`create table mail_outbox (
      id integer primary key generated always as identity, sealed_message text not null,
      created_at timestamptz not null, attempts integer not null default 0,
      next_attempt_at timestamptz not null, last_error text)`);
    const person = await createUser(handle.db, 'Client');
    const admin = await createUser(handle.db, 'Admin');
    const ids = await handle.db.transaction(async (tx) => {
      // Checks without their documents: what is carried over is the check's row alone.
      await tx.execute(sql`set local session_replication_role = replica`);
      const checks =
        (await tx.execute(sql`insert into document_checks (document_id, case_id, status, lease_until, created_at)
        values (900001, 900001, 'queued', now(), now()), (900002, 900001, 'running', now() + interval '1 minute', now()),
          (900003, 900001, 'done', now(), now()), (900004, 900001, 'failed', now(), now())
        returning id, status`)) as unknown as { rows: Array<{ id: number; status: string }> };
      const erasures =
        (await tx.execute(sql`insert into person_erasures (user_id, requested_by, reason, requested_at, status)
        values (${person.id}, ${admin.id}, 'Asked by letter', now(), 'queued'),
          (${admin.id}, ${person.id}, 'Asked by e-mail', now(), 'running'),
          (${admin.id}, ${person.id}, 'Asked before', now(), 'done')
        returning id, status`)) as unknown as { rows: Array<{ id: number; status: string }> };
      const exports =
        (await tx.execute(sql`insert into subject_access_exports (user_id, requested_by, requested_at, status)
        values (${person.id}, ${admin.id}, now(), 'queued'), (${person.id}, ${admin.id}, now(), 'building'),
          (${person.id}, ${admin.id}, now(), 'ready'), (${person.id}, ${admin.id}, now(), 'failed')
        returning id, status`)) as unknown as { rows: Array<{ id: string; status: string }> };
      const toDo = <T extends { status: string }>(rows: T[], statuses: string[]) =>
        rows
          .filter((row) => statuses.includes(row.status))
          .map((row) => (row as unknown as { id: unknown }).id);
      return {
        checks: toDo(checks.rows, ['queued', 'running']),
        erasures: toDo(erasures.rows, ['queued', 'running']),
        exports: toDo(exports.rows, ['queued', 'building']),
      };
    });
    expect([ids.checks.length, ids.erasures.length, ids.exports.length]).toEqual([2, 2, 2]);
    const carried = async () => ({
      checks: (await jobsNamed(handle.db, 'document-check')).map((job) => [job.state, job.data.checkId]),
      erasures: (await jobsNamed(handle.db, 'person-erasures')).map((job) => [job.state, job.data.erasureId]),
      exports: (await jobsNamed(handle.db, 'subject-access-exports')).map((job) => [
        job.state,
        job.data.exportId,
      ]),
    });
    await installJobsSchema(handle.db);
    const expected = {
      checks: ids.checks.map((id) => ['created', id]),
      erasures: ids.erasures.map((id) => ['created', id]),
      exports: ids.exports.map((id) => ['created', id]),
    };
    const sorted = (jobs: Awaited<ReturnType<typeof carried>>) => ({
      checks: jobs.checks.sort(),
      erasures: jobs.erasures.sort(),
      exports: jobs.exports.sort(),
    });
    expect(sorted(await carried())).toEqual(sorted(expected as never));
    // The next start finds nothing more to carry over: no row gets a second job.
    await installJobsSchema(handle.db);
    expect(sorted(await carried())).toEqual(sorted(expected as never));
  });
});
