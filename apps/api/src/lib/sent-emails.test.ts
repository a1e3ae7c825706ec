import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { taskContext } from '../../test/contexts.ts';
import { clearJobs, jobsNamed, nextRunOf } from '../../test/jobs.ts';
import { sentEmails } from '../db/schema/index.ts';
import { queueEmail, recordSentEmail } from './mail-outbox.ts';

/** The record of e-mails sent: written as the outbox delivers, kept six years by the sent-emails schedule. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = (to: string, subject: string) => ({ to, subject, text: 'x', html: '<p>x</p>' });

describe('the record of e-mails sent', () => {
  it('gains a row, recipient in lower case, as a message leaves the outbox; none for one refused', async () => {
    t.clock.set('2026-05-04T10:00:00Z');
    await queueEmail(taskContext(t), message('Amina.H@Example.TEST', 'Your documents'));
    await t.app.services.jobs.drain();
    expect((await jobsNamed(t.db, 'send-email')).map((job) => job.state)).toEqual(['completed']);
    expect(
      await t.db.select().from(sentEmails).where(eq(sentEmails.recipient, 'amina.h@example.test')),
    ).toEqual([
      {
        id: expect.any(Number),
        recipient: 'amina.h@example.test',
        subject: 'Your documents',
        sentAt: new Date('2026-05-04T10:00:00Z'),
      },
    ]);

    // Turned away for now: still in the outbox, not on record as sent.
    t.smtp.refusal.code = 451;
    try {
      await queueEmail(taskContext(t), message('later@example.test', 'Not yet'));
      await t.app.services.jobs.drain();
    } finally {
      t.smtp.refusal.code = null;
    }
    expect((await jobsNamed(t.db, 'send-email')).map((job) => job.state)).toEqual(['completed', 'retry']);
    expect(
      await t.db.select().from(sentEmails).where(eq(sentEmails.recipient, 'later@example.test')),
    ).toEqual([]);
    await clearJobs(t.db, 'send-email');
  });

  it('does not fail, nor send again, a message delivered whose record could not be written', async () => {
    await t.db.execute(sql`alter table sent_emails rename to sent_emails_away`);
    try {
      await queueEmail(taskContext(t), message('once@example.test', 'Only once'));
      await t.app.services.jobs.drain();
    } finally {
      await t.db.execute(sql`alter table sent_emails_away rename to sent_emails`);
    }
    expect((await jobsNamed(t.db, 'send-email')).map((job) => job.state)).toEqual(['completed']);
    // A second drain has nothing left to send: the message went once.
    await t.app.services.jobs.drain();
    expect(t.smtp.received.filter((mail) => mail.to.includes('once@example.test'))).toHaveLength(1);
    await clearJobs(t.db, 'send-email');
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is not written for a message whose erasure is under way: the record waits for it, then finds the job gone',
    async () => {
      await queueEmail(taskContext(t), message('erased@example.test', 'Being erased'));
      const [job] = await jobsNamed(t.db, 'send-email');
      if (!job) throw new Error('no send-email job');
      const erasure = new pg.Client({ connectionString: t.databaseUrl });
      await erasure.connect();
      try {
        await erasure.query('begin');
        await erasure.query('delete from pgboss.job where id = $1', [job.id]);
        let recorded = false;
        const recording = recordSentEmail(
          t.db,
          job.id,
          message('erased@example.test', 'Being erased'),
          new Date('2026-05-04T10:00:00Z'),
        ).then(() => {
          recorded = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(recorded).toBe(false);
        await erasure.query('commit');
        await recording;
      } finally {
        await erasure.end();
      }
      expect(
        await t.db.select().from(sentEmails).where(eq(sentEmails.recipient, 'erased@example.test')),
      ).toEqual([]);
    },
  );

  it('loses rows over six years old on the daily schedule, and keeps recent ones', async () => {
    t.clock.set('2032-05-04T03:00:00Z');
    await t.db.delete(sentEmails);
    await t.db.insert(sentEmails).values([
      { recipient: 'old@example.test', subject: 'Over six years', sentAt: new Date('2026-05-04T02:59:59Z') },
      {
        recipient: 'edge@example.test',
        subject: 'Six years to the hour',
        sentAt: new Date('2026-05-04T03:00:00Z'),
      },
      { recipient: 'new@example.test', subject: 'Last year', sentAt: new Date('2031-05-04T03:00:00Z') },
    ]);
    await t.app.services.jobs.drain();
    expect((await t.db.select().from(sentEmails)).map((row) => row.recipient).sort()).toEqual([
      'edge@example.test',
      'new@example.test',
    ]);
    const runs = await jobsNamed(t.db, 'sent-emails');
    expect(runs.filter((job) => job.state === 'completed').at(-1)?.output).toEqual({ sentEmails: 1 });
    expect(await nextRunOf(t.db, 'sent-emails')).toEqual(new Date('2032-05-05T03:00:00Z'));

    // A day on, the next run: the one sent six years and a day ago goes.
    t.clock.advance(24 * 60 * 60_000);
    await t.app.services.jobs.drain();
    expect((await t.db.select().from(sentEmails)).map((row) => row.recipient)).toEqual(['new@example.test']);
  });
});
