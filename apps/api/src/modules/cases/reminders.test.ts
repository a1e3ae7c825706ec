import { API } from '@docket/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { jobsNamed } from '../../../test/jobs.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { caseReminders, caseTypes } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';
import { queueReminderRound } from './reminders.service.ts';

/**
 * Reminders on a controlled clock (decision 025): on the case type's days after a document went
 * missing, at most one a day per case, stopping when the document arrives or the case closes, and
 * once across instances. `npm test` runs this on both databases.
 */
const DAY = 86_400_000;
const SUBJECT = 'Documents are still needed for your case';

let t: TestApp;
let adminUser: TestUser;
let solicitorUser: TestUser;
let clientUser: TestUser;
let typeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // Midday, so that "three days later" never lands on the other side of a day boundary by accident.
  t.clock.set('2026-03-02T12:00:00Z');
  adminUser = await createUser(t.db, 'Admin');
  const admin = (await signIn(t, adminUser)).auth;
  solicitorUser = await createUser(t.db, 'Solicitor');
  clientUser = await createUser(t.db, 'Client');
  const type = await seedCaseType(t, admin, 'Reminded claim');
  typeId = type.id;
});
afterAll(() => t.close());

/** A case of the client's with one document the firm asks for; answers its id and the item's. */
async function caseWithRequest(dueInDays?: number) {
  // Sessions are signed in afresh: the clock has moved past earlier ones.
  const admin = (await signIn(t, adminUser)).auth;
  const client = (await signIn(t, clientUser)).auth;
  const type = (
    await t.app.inject({ method: 'GET', url: `${API.getCaseTypeById.path}?id=${typeId}`, headers: admin })
  ).json().data;
  const caseId = await openCase(t, client, type);
  const solicitor = (await signIn(t, solicitorUser)).auth;
  await t.app.inject({
    method: 'PUT',
    url: `${API.assignSolicitor.path}?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
    headers: admin,
  });
  const dueDate =
    dueInDays === undefined
      ? undefined
      : new Date(t.clock.now().getTime() + dueInDays * DAY).toISOString().slice(0, 10);
  const res = await t.app.inject({
    method: 'POST',
    url: API.requestDocument.path,
    headers: solicitor,
    payload: { caseId, documentName: 'Bank statement', ...(dueDate ? { dueDate } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { caseId, itemId: res.json().data.id as number, solicitor };
}

const remindersOf = async (caseId: number) =>
  must(
    (await t.db.select({ n: count() }).from(caseReminders).where(eq(caseReminders.caseId, caseId)))[0],
    'the count',
  ).n;
const mailsAbout = () =>
  t.smtp.received.filter((m) => m.subject === SUBJECT && m.to.includes(clientUser.email)).length;

/**
 * One round of automatic reminders, as the engine runs it: the round queues a job per due case,
 * and each case's job decides it. Answers how many cases it reminded.
 */
async function runReminders(app: FastifyInstance): Promise<number> {
  const before = await automaticReminders();
  await app.services.jobs.drain(['reminder-round', 'case-reminders']);
  return (await automaticReminders()) - before;
}
const automaticReminders = async () =>
  must(
    (await t.db.select({ n: count() }).from(caseReminders).where(eq(caseReminders.kind, 'automatic')))[0],
    'the count',
  ).n;

async function settleMail() {
  await t.app.services.jobs.drain(['send-email']);
}

describe('automatic reminders', () => {
  it('go out on the reminder days, once a day at most, and stop when the document arrives', async () => {
    const { caseId, itemId } = await caseWithRequest();
    const before = mailsAbout();

    t.clock.advance(2 * DAY);
    expect(await runReminders(t.app)).toBe(0);

    t.clock.advance(1 * DAY + 60_000);
    expect(await runReminders(t.app)).toBe(1);
    // The same day, the round finds nothing more to send.
    expect(await runReminders(t.app)).toBe(0);
    await settleMail();
    expect(mailsAbout()).toBe(before + 1);
    const mail = must(
      t.smtp.received.findLast((m) => m.subject === SUBJECT),
      'the reminder',
    );
    expect(mail.text).toContain('Bank statement');
    expect(mail.text).toContain(`/case/${caseId}`);
    const bell = (
      await t.app.inject({
        method: 'GET',
        url: API.notifications.path,
        headers: (await signIn(t, clientUser)).auth,
      })
    ).json().data;
    expect(bell.items[0]).toMatchObject({ kind: 'document.reminder', caseId });

    // Nothing between the third and the seventh day; the seventh reminds again.
    t.clock.advance(2 * DAY);
    expect(await runReminders(t.app)).toBe(0);
    t.clock.advance(2 * DAY);
    expect(await runReminders(t.app)).toBe(1);
    expect(await remindersOf(caseId)).toBe(2);

    // The client uploads: the fourteenth day brings nothing.
    const fresh = (await signIn(t, clientUser)).auth;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: API.uploadChecklistDocument.path,
      headers: fresh,
      payload: { caseId, itemId, filePath: await stage(t, fresh) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    t.clock.advance(7 * DAY);
    expect(await runReminders(t.app)).toBe(0);
    expect(await remindersOf(caseId)).toBe(2);
  });

  it('count their days again from a rejection, and follow the case type’s own days', async () => {
    await t.db
      .update(caseTypes)
      .set({ reminderDays: [1] })
      .where(eq(caseTypes.id, typeId));
    try {
      const { caseId, itemId } = await caseWithRequest();
      t.clock.advance(DAY + 60_000);
      expect(await runReminders(t.app)).toBe(1);
      // Its only day is past: no more, however long it waits.
      t.clock.advance(10 * DAY);
      expect(await runReminders(t.app)).toBe(0);

      const client = (await signIn(t, clientUser)).auth;
      const staff = (await signIn(t, solicitorUser)).auth;
      await t.app.inject({
        method: 'POST',
        url: API.uploadChecklistDocument.path,
        headers: client,
        payload: { caseId, itemId, filePath: await stage(t, client) },
      });
      await t.app.inject({
        method: 'POST',
        url: API.reviewDocument.path,
        headers: staff,
        payload: { caseId, itemId, decision: 'Reject', reasonCode: 'wrongDocument' },
      });
      t.clock.advance(DAY + 60_000);
      expect(await runReminders(t.app)).toBe(1);
      expect(await remindersOf(caseId)).toBe(2);
    } finally {
      await t.db
        .update(caseTypes)
        .set({ reminderDays: [3, 7, 14] })
        .where(eq(caseTypes.id, typeId));
    }
  });

  it('stop when the firm waives the document', async () => {
    const { caseId, itemId } = await caseWithRequest();
    const staff = (await signIn(t, solicitorUser)).auth;
    const waived = await t.app.inject({
      method: 'POST',
      url: API.reviewDocument.path,
      headers: staff,
      payload: { caseId, itemId, decision: 'Waive', reason: 'The Home Office holds a copy' },
    });
    expect(waived.statusCode, waived.body).toBe(200);
    t.clock.advance(14 * DAY + 60_000);
    await runReminders(t.app);
    expect(await remindersOf(caseId)).toBe(0);
  });

  it('never replay days already passed when the case type’s days change mid-schedule', async () => {
    const { caseId } = await caseWithRequest();
    try {
      t.clock.advance(3 * DAY + 60_000);
      expect(await runReminders(t.app)).toBe(1);
      // Days that fall before the reminder already sent bring nothing new.
      await t.db
        .update(caseTypes)
        .set({ reminderDays: [1, 2] })
        .where(eq(caseTypes.id, typeId));
      t.clock.advance(DAY);
      expect(await runReminders(t.app)).toBe(0);
      // A day beyond it does, once.
      await t.db
        .update(caseTypes)
        .set({ reminderDays: [1, 2, 5] })
        .where(eq(caseTypes.id, typeId));
      t.clock.advance(DAY);
      expect(await runReminders(t.app)).toBe(1);
      expect(await runReminders(t.app)).toBe(0);
      expect(await remindersOf(caseId)).toBe(2);
    } finally {
      await t.db
        .update(caseTypes)
        .set({ reminderDays: [3, 7, 14] })
        .where(eq(caseTypes.id, typeId));
    }
  });

  it('go on past a case that fails, and try it again at the next round', async () => {
    const { caseId: failing } = await caseWithRequest();
    const { caseId: fine } = await caseWithRequest();
    // A real fault in the database for one case's reminder, not a stand-in for the service.
    await t.db.execute(
      sql.raw(`create function refuse_reminder() returns trigger language plpgsql as $$
        begin if new.case_id = ${failing} then raise exception 'disk full'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_reminder before insert on case_reminders for each row execute function refuse_reminder()',
      ),
    );
    try {
      t.clock.advance(3 * DAY + 60_000);
      await runReminders(t.app);
      expect(await remindersOf(failing)).toBe(0);
      expect(await remindersOf(fine)).toBe(1);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_reminder on case_reminders'));
      await t.db.execute(sql.raw('drop function refuse_reminder'));
    }
    await runReminders(t.app);
    expect(await remindersOf(failing)).toBe(1);
    expect(await remindersOf(fine)).toBe(1);
  });

  it('stop when the case is closed', async () => {
    const { caseId } = await caseWithRequest();
    const staff = (await signIn(t, solicitorUser)).auth;
    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: staff,
      payload: { caseId, status: 'Closed' },
    });
    t.clock.advance(3 * DAY + 60_000);
    await runReminders(t.app);
    expect(await remindersOf(caseId)).toBe(0);
  });

  it('are sent once when two instances run the round at the same moment', async () => {
    const { caseId } = await caseWithRequest();
    t.clock.advance(3 * DAY + 60_000);
    // A second instance: its own connections to the same database, the same keys and mail server.
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
    try {
      // Both rounds at once, and each instance's jobs: the case is queued and reminded once.
      await Promise.all([
        t.app.services.jobs.drain(['reminder-round', 'case-reminders']),
        other.services.jobs.drain(['reminder-round', 'case-reminders']),
      ]);
      expect(await remindersOf(caseId)).toBe(1);
      await Promise.all([
        t.app.services.jobs.drain(['send-email']),
        other.services.jobs.drain(['send-email']),
      ]);
      const reminded = t.smtp.received.filter(
        (m) => m.subject === SUBJECT && m.text.includes(`/case/${caseId}`),
      );
      expect(reminded).toHaveLength(1);
    } finally {
      await other.close();
      await second?.close();
    }
  });
});

describe('a backlog of reminders', () => {
  it('is queued a case at a time, spread over seconds, and a round while it waits adds nothing', async () => {
    // Whatever earlier tests left due is reminded first, so only these three are due.
    await runReminders(t.app);
    const ids = [
      (await caseWithRequest()).caseId,
      (await caseWithRequest()).caseId,
      (await caseWithRequest()).caseId,
    ];
    t.clock.advance(3 * DAY + 60_000);
    const now = t.clock.now().getTime();
    // One a second here (25 a second in the app), so the spread shows with three cases.
    expect(await queueReminderRound(taskContext(t), 1)).toBe(3);
    const waiting = (await jobsNamed(t.db, 'case-reminders')).filter((job) => job.state === 'created');
    expect(
      waiting
        .map((job) => [Number(job.data.caseId), new Date(String(job.data.dueAt)).getTime() - now])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    ).toEqual([
      [ids[0], 0],
      [ids[1], 1_000],
      [ids[2], 2_000],
    ]);
    // The next round, while those wait, queues nothing: no case twice.
    expect(await queueReminderRound(taskContext(t), 1)).toBe(0);
    // Two seconds on, all three are reminded, once each.
    t.clock.advance(2_000);
    await t.app.services.jobs.drain(['case-reminders']);
    for (const id of ids) expect(await remindersOf(id)).toBe(1);
    await settleMail();
  });
});

describe('a reminder sent now', () => {
  it('lists what is still needed, and says when nothing is', async () => {
    const { caseId, itemId, solicitor } = await caseWithRequest();
    const sent = await t.app.inject({
      method: 'POST',
      url: API.sendReminder.path,
      headers: solicitor,
      payload: { caseId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.itemIds).toEqual([itemId]);
    const staff = (await signIn(t, solicitorUser)).auth;
    await t.app.inject({
      method: 'POST',
      url: API.reviewDocument.path,
      headers: staff,
      payload: { caseId, itemId, decision: 'Waive', reason: 'Found in the Home Office bundle' },
    });
    const nothing = await t.app.inject({
      method: 'POST',
      url: API.sendReminder.path,
      headers: staff,
      payload: { caseId },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('NOTHING_TO_REMIND');
  });
});
