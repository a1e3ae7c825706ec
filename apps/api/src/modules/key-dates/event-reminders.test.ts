import { API } from '@docket/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { calendarEvents, eventReminders, notifications } from '../../db/schema/index.ts';
import { remindEvents } from './event-reminders.service.ts';
import { buildEventReminderEmail, KEY_DATE_EMAIL_COPY } from './key-date-emails.ts';

/**
 * Reminders of a client's appointments on the test's clock (issue 32, decision 047): for each
 * appointment marked for her and not cancelled, 3 days and 1 day before its London day from
 * 08:00, by the bell and by e-mail in her language, saying what, when and where and the
 * interpreter asked for, never the firm's own title; each once, across instances, from the key
 * dates' schedule. The clock only moves forward.
 */
let t: TestApp;
let clientUser: TestUser;
let solicitorUser: TestUser;
let caseId: number;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2027-01-04T09:00:00Z');
  const admin = (await signIn(t, await createUser(t.db, 'Admin', { firstName: 'Ada' }))).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Selam', language: 'ti' });
  const client = (await signIn(t, clientUser)).auth;
  solicitorUser = await createUser(t.db, 'Solicitor', { firstName: 'Grace', lastName: 'Okafor' });
  caseId = await openCase(t, client, await seedCaseType(t, admin, 'Asylum claim'));
  await t.app.inject({
    method: 'PUT',
    url: `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
    headers: admin,
  });
});
afterAll(() => t.close());

const asSolicitor = async () => (await signIn(t, solicitorUser)).auth;

const addEvent = async (input: Record<string, unknown>): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.addEvent.path,
    headers: await asSolicitor(),
    payload: { caseId, ...input },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

/** The schedule's run at a moment (London is on GMT in winter: these are London times too). */
const runAt = async (at: string) => {
  t.clock.set(at);
  await t.app.services.jobs.drain(['key-date-reminders']);
};

/** The bells of appointments starting at a moment, as [recipient, when]. */
const bells = async (startsAt: string) =>
  (
    await t.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'case.event_reminder'),
          sql`${notifications.params}->>'startsAt' = ${new Date(startsAt).toISOString()}`,
        ),
      )
      .orderBy(notifications.id)
  ).map((row) => [row.userId, row.params.when]);

/** The e-mails to the client that say a phrase, sent once the queue is drained. */
const mailsSaying = async (phrase: string) => {
  await t.smtp.deliver();
  return t.smtp.received.filter((mail) => mail.to.includes(clientUser.email) && mail.text.includes(phrase));
};

describe('reminders of a client’s appointments', () => {
  it('reminds her 3 days and 1 day before, once each, by the bell and by e-mail in Tigrinya; nothing of the firm’s own', async () => {
    const startsAt = '2027-01-12T10:00:00Z';
    await addEvent({
      kind: 'ho_interview',
      title: 'Internal: HO interview, prep with counsel',
      startsAt,
      location: 'Lunar House, Croydon',
      interpreterLanguage: 'ti',
      interpreterDialect: 'Eritrean',
      clientVisible: true,
    });
    const firmsOwn = '2027-01-12T15:00:00Z';
    await addEvent({ kind: 'client_meeting', title: 'Debrief', startsAt: firmsOwn, location: 'Office' });
    await runAt('2027-01-08T08:00:00Z');
    await runAt('2027-01-09T07:40:00Z');
    expect(await bells(startsAt)).toEqual([]);
    for (const at of ['2027-01-09T08:00:00Z', '2027-01-10T08:00:00Z', '2027-01-11T07:40:00Z']) {
      await runAt(at);
      await runAt(at);
      // The round itself once more at the same moment: what is sent is recorded, and not sent again.
      await remindEvents(taskContext(t), t.clock.now());
    }
    expect(await bells(startsAt)).toEqual([[clientUser.id, 'in3Days']]);
    await runAt('2027-01-11T08:00:00Z');
    await remindEvents(taskContext(t), t.clock.now());
    // On the day and after it, nothing more.
    await runAt('2027-01-12T08:00:00Z');
    await runAt('2027-01-13T08:00:00Z');
    expect(await bells(startsAt)).toEqual([
      [clientUser.id, 'in3Days'],
      [clientUser.id, 'tomorrow'],
    ]);
    const ti = KEY_DATE_EMAIL_COPY.ti.appointment;
    const toHer = await mailsSaying(ti.what.ho_interview);
    expect(toHer).toHaveLength(2);
    expect(toHer.every((mail) => mail.subject.startsWith('መዘኻኸሪ'))).toBe(true);
    for (const mail of toHer) {
      expect(mail.text).toContain('Lunar House, Croydon');
      expect(mail.text).toContain('ትግርኛ (Eritrean)');
      expect(mail.text).not.toContain('Internal');
    }
    // The firm's own meeting reminds her of nothing, and the staff get no client reminder.
    expect(await bells(firmsOwn)).toEqual([]);
    expect(await mailsSaying('Office')).toEqual([]);
    expect(t.smtp.received.filter((mail) => mail.to.includes(solicitorUser.email))).toEqual([]);
  });

  it('says what, when and where, and the interpreter asked for, in English', () => {
    const mail = buildEventReminderEmail(
      { email: 'amal@example.org', firstName: 'Amal', language: 'en' },
      {
        event: {
          kind: 'ho_interview',
          startsAt: new Date('2027-01-12T10:00:00Z'),
          location: 'Croydon',
          remoteLink: null,
          interpreterLanguage: 'ti',
          interpreterBooked: false,
        },
        link: 'https://docket.example/case/1',
      },
    );
    expect(mail.subject).toBe('Reminder: Your Home Office interview on Tuesday 12 January');
    expect(mail.text).toContain('Your Home Office interview is on Tuesday 12 January at 10:00 in Croydon.');
    expect(mail.text).toContain('An interpreter who speaks Tigrinya has been asked for.');
  });

  it('stops once the appointment is cancelled, and sends none for one already past', async () => {
    t.clock.set('2027-01-14T09:00:00Z');
    const startsAt = '2027-01-20T14:00:00Z';
    const id = await addEvent({
      kind: 'tribunal_hearing',
      startsAt,
      location: 'Taylor House',
      clientVisible: true,
    });
    await runAt('2027-01-17T08:00:00Z');
    expect(await bells(startsAt)).toEqual([[clientUser.id, 'in3Days']]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: API.cancelEvent.path,
      headers: await asSolicitor(),
      payload: { id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runAt('2027-01-19T08:00:00Z');
    expect(await bells(startsAt)).toEqual([[clientUser.id, 'in3Days']]);
    // Added after it began: no reminder of it.
    const past = '2027-01-19T07:00:00Z';
    await addEvent({ kind: 'reporting_event', startsAt: past, location: 'Eaton House', clientVisible: true });
    await runAt('2027-01-19T08:30:00Z');
    expect(await bells(past)).toEqual([]);
  });

  it('reminds her no more of one no longer marked for her, and of a moved one for its new day', async () => {
    t.clock.set('2027-01-19T09:00:00Z');
    // No screen moves or unmarks an appointment yet: the rows are changed as one would.
    const unmarked = '2027-01-23T10:00:00Z';
    const unmarkedId = await addEvent({
      kind: 'cmr',
      startsAt: unmarked,
      location: 'Field House',
      clientVisible: true,
    });
    const moved = '2027-01-23T11:00:00Z';
    const movedTo = '2027-01-26T11:00:00Z';
    const movedId = await addEvent({
      kind: 'other',
      startsAt: moved,
      location: 'Office',
      clientVisible: true,
    });
    await runAt('2027-01-20T08:00:00Z');
    expect(await bells(unmarked)).toEqual([[clientUser.id, 'in3Days']]);
    expect(await bells(moved)).toEqual([[clientUser.id, 'in3Days']]);
    await t.db.update(calendarEvents).set({ clientVisible: false }).where(eq(calendarEvents.id, unmarkedId));
    await t.db
      .update(calendarEvents)
      .set({ startsAt: new Date(movedTo) })
      .where(eq(calendarEvents.id, movedId));
    await runAt('2027-01-22T08:00:00Z');
    expect(await bells(unmarked)).toEqual([[clientUser.id, 'in3Days']]);
    expect(await bells(moved)).toEqual([[clientUser.id, 'in3Days']]);
    await runAt('2027-01-23T08:00:00Z');
    await runAt('2027-01-25T08:00:00Z');
    expect(await bells(movedTo)).toEqual([
      [clientUser.id, 'in3Days'],
      [clientUser.id, 'tomorrow'],
    ]);
  });

  it('sends each reminder once when two instances on one database run at the same moment', async () => {
    t.clock.set('2027-01-20T09:00:00Z');
    const startsAt = '2027-01-28T09:30:00Z';
    const id = await addEvent({
      kind: 'client_meeting',
      startsAt,
      remoteLink: 'https://meet.example/abc',
      clientVisible: true,
    });
    t.clock.set('2027-01-25T08:00:00Z');
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
      const otherContext = { ...taskContext(t), db: second?.db ?? t.db };
      await Promise.all([
        t.app.services.jobs.drain(['key-date-reminders']),
        other.services.jobs.drain(['key-date-reminders']),
        remindEvents(taskContext(t), t.clock.now()),
        remindEvents(otherContext, t.clock.now()),
        remindEvents(taskContext(t), t.clock.now()),
        remindEvents(otherContext, t.clock.now()),
      ]);
    } finally {
      await other.close();
      await second?.close();
    }
    expect(await bells(startsAt)).toEqual([[clientUser.id, 'in3Days']]);
    expect(await mailsSaying(KEY_DATE_EMAIL_COPY.ti.appointment.what.client_meeting)).toHaveLength(1);
    const rows = await t.db.select().from(eventReminders).where(eq(eventReminders.eventId, id));
    expect(rows.map((row) => [row.kind, row.recipientId, row.day])).toEqual([
      ['in3Days', clientUser.id, '2027-01-28'],
    ]);
  });
});
