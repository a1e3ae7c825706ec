import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { housekeepingTasks, mailOutbox, sentEmails } from '../db/schema/index.ts';
import { must } from './must.ts';

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
    await t.app.services.mail.enqueue(message('Amina.H@Example.TEST', 'Your documents'));
    await t.app.services.mail.deliverDue();
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
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
      await t.app.services.mail.enqueue(message('later@example.test', 'Not yet'));
      await t.app.services.mail.deliverDue();
    } finally {
      t.smtp.refusal.code = null;
    }
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
    expect(
      await t.db.select().from(sentEmails).where(eq(sentEmails.recipient, 'later@example.test')),
    ).toEqual([]);
    await t.db.delete(mailOutbox);
  });

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
    await t.app.housekeeping.runDue();
    expect((await t.db.select().from(sentEmails)).map((row) => row.recipient).sort()).toEqual([
      'edge@example.test',
      'new@example.test',
    ]);
    const [schedule] = await t.db
      .select()
      .from(housekeepingTasks)
      .where(eq(housekeepingTasks.name, 'sent-emails'));
    expect(must(schedule, 'the schedule')).toMatchObject({
      lastResult: { sentEmails: 1 },
      dueAt: new Date('2032-05-05T03:00:00Z'),
    });

    // A day on, the next run: the one sent six years and a day ago goes.
    t.clock.advance(24 * 60 * 60_000);
    await t.app.housekeeping.runDue();
    expect((await t.db.select().from(sentEmails)).map((row) => row.recipient)).toEqual(['new@example.test']);
  });
});
