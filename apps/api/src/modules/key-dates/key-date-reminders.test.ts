import { API, EVENT_KINDS, LANGUAGES } from '@docket/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { auditEvents, keyDateChanges, keyDates, notifications } from '../../db/schema/index.ts';
import { formatKeyDay, KEY_DATE_EMAIL_COPY } from './key-date-emails.ts';
import { remindKeyDates } from './key-date-reminders.service.ts';

/**
 * Reminders of key dates on the test's clock (issue 32, decision 046): to the assignee 7 days,
 * 2 working days and 1 working day before and on the day from 08:00 London time, to the supervisor
 * of a critical date from 2 working days before, to the client 3 days and 1 day before a date
 * marked for her; each once, across instances, in the reader's language; an open date past its
 * day becomes missed and alerts its people and the administrators. The clock only moves forward:
 * the schedule's next run is due a quarter of an hour after the last.
 */
let t: TestApp;
let adminUser: TestUser;
let solicitorUser: TestUser;
let arabicUser: TestUser;
let supervisorUser: TestUser;
let clientUser: TestUser;
let caseId: number;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-20T10:00:00Z');
  adminUser = await createUser(t.db, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
  const admin = (await signIn(t, adminUser)).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Sara', language: 'fa' });
  const client = (await signIn(t, clientUser)).auth;
  solicitorUser = await createUser(t.db, 'Solicitor', { firstName: 'Grace', lastName: 'Okafor' });
  // An administrator who reads Arabic: a date is given to an administrator or the case's solicitor.
  arabicUser = await createUser(t.db, 'Admin', { firstName: 'Layla', language: 'ar' });
  supervisorUser = await createUser(t.db, 'Solicitor', { firstName: 'Sam', lastName: 'Supervisor' });
  const type = await seedCaseType(t, admin, 'Asylum appeal');
  caseId = await openCase(t, client, type);
  await t.app.inject({
    method: 'PUT',
    url: `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
    headers: admin,
  });
});
afterAll(() => t.close());

/** The solicitor signed in at the clock's moment: the test's clock moves past a session's life. */
const asSolicitor = async () => (await signIn(t, solicitorUser)).auth;

const addDate = async (input: {
  label: string;
  dueDate: string;
  assigneeId?: string;
  supervisorId?: string;
  critical?: boolean;
  clientVisible?: boolean;
}): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.addKeyDate.path,
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

/** The bells about a date (by its label), as [recipient, when] or [recipient] for an alert. */
const bells = async (label: string, kind = 'key_date.reminder') =>
  (
    await t.db
      .select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.kind, kind), sql`${notifications.params}->>'label' = ${label}`))
      .orderBy(notifications.id)
  ).map((row) => {
    const when = (row.params as Record<string, string>).when;
    return when ? [row.userId, when] : [row.userId];
  });

/** The e-mails about a date, sent once the queue is drained. */
const mails = async (label: string) => {
  await t.smtp.deliver();
  return t.smtp.received.filter((mail) => mail.text.includes(label));
};

describe('reminders of a key date', () => {
  it('counts working days past a weekend and a bank holiday', async () => {
    // Tue 5 Jan 2027: 1 working day before is Mon 4 Jan, 2 before are past New Year's Day (Fri 1
    // Jan) and the weekend, Thu 31 Dec; 7 days before is Tue 29 Dec.
    const label = 'New Year witness statement';
    const id = await addDate({ label, dueDate: '2027-01-05' });
    const me = solicitorUser.id;
    await runAt('2026-12-29T07:40:00Z');
    expect(await bells(label)).toEqual([]);
    await runAt('2026-12-29T08:00:00Z');
    expect(await bells(label)).toEqual([[me, 'in7Days']]);
    await runAt('2026-12-30T12:00:00Z');
    await runAt('2026-12-31T07:40:00Z');
    expect(await bells(label)).toHaveLength(1);
    await runAt('2026-12-31T08:00:00Z');
    expect(await bells(label)).toEqual([
      [me, 'in7Days'],
      [me, 'in2WorkingDays'],
    ]);
    // Nothing on the bank holiday or over the weekend.
    await runAt('2027-01-01T08:00:00Z');
    await runAt('2027-01-03T08:00:00Z');
    expect(await bells(label)).toHaveLength(2);
    await runAt('2027-01-04T07:40:00Z');
    expect(await bells(label)).toHaveLength(2);
    await runAt('2027-01-04T08:00:00Z');
    expect((await bells(label)).at(-1)).toEqual([me, 'in1WorkingDay']);
    await runAt('2027-01-05T08:00:00Z');
    expect(await bells(label)).toEqual([
      [me, 'in7Days'],
      [me, 'in2WorkingDays'],
      [me, 'in1WorkingDay'],
      [me, 'today'],
    ]);
    await t.app.inject({
      method: 'POST',
      url: API.completeKeyDate.path,
      headers: await asSolicitor(),
      payload: { id },
    });
  });

  it('sends each reminder once, by the bell and by e-mail in the reader’s language', async () => {
    const label = 'Skeleton argument';
    const id = await addDate({ label, dueDate: '2027-01-14', assigneeId: arabicUser.id });
    for (const at of [
      '2027-01-07T08:00:00Z',
      '2027-01-12T08:00:00Z',
      '2027-01-13T08:00:00Z',
      '2027-01-14T08:00:00Z',
    ]) {
      await runAt(at);
      await runAt(at);
      // The round itself once more at the same moment: what is sent is recorded, and not sent again.
      await remindKeyDates(taskContext(t), t.clock.now());
    }
    const me = arabicUser.id;
    expect(await bells(label)).toEqual([
      [me, 'in7Days'],
      [me, 'in2WorkingDays'],
      [me, 'in1WorkingDay'],
      [me, 'today'],
    ]);
    const sent = await mails(label);
    expect(sent.map((mail) => mail.to)).toEqual(Array(4).fill([arabicUser.email]));
    expect(sent.map((mail) => mail.subject).sort()).toEqual(
      [
        `تاريخ مهم بعد 7 أيام: ${label}`,
        `تاريخ مهم بعد يومَي عمل: ${label}`,
        `تاريخ مهم في يوم العمل التالي: ${label}`,
        `تاريخ مهم اليوم: ${label}`,
      ].sort(),
    );
    expect(sent.every((mail) => mail.html.includes('dir="rtl"'))).toBe(true);
    expect(sent.every((mail) => mail.text.includes(formatKeyDay('ar', '2027-01-14')))).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: API.completeKeyDate.path,
      headers: await asSolicitor(),
      payload: { id },
    });
  });

  it('reminds the supervisor of a critical date from 2 working days before, not of another', async () => {
    t.clock.set('2027-01-14T09:00:00Z');
    const critical = 'Critical: appeal to the tribunal';
    const ordinary = 'Ordinary: chase the GP letter';
    const ids = [
      await addDate({
        label: critical,
        dueDate: '2027-01-22',
        supervisorId: supervisorUser.id,
        critical: true,
      }),
      await addDate({ label: ordinary, dueDate: '2027-01-22', supervisorId: supervisorUser.id }),
    ];
    for (const at of [
      '2027-01-15T08:00:00Z',
      '2027-01-20T08:00:00Z',
      '2027-01-21T08:00:00Z',
      '2027-01-22T08:00:00Z',
    ])
      await runAt(at);
    const boss = supervisorUser.id;
    const me = solicitorUser.id;
    expect(await bells(critical)).toEqual([
      [me, 'in7Days'],
      [me, 'in2WorkingDays'],
      [boss, 'in2WorkingDays'],
      [me, 'in1WorkingDay'],
      [boss, 'in1WorkingDay'],
      [me, 'today'],
      [boss, 'today'],
    ]);
    expect((await bells(ordinary)).filter(([userId]) => userId === boss)).toEqual([]);
    expect(await bells(ordinary)).toHaveLength(4);
    expect((await mails(critical)).filter((mail) => mail.to.includes(supervisorUser.email))).toHaveLength(3);
    for (const id of ids)
      await t.app.inject({
        method: 'POST',
        url: API.completeKeyDate.path,
        headers: await asSolicitor(),
        payload: { id },
      });
  });

  it('stops reminding once the date is done', async () => {
    t.clock.set('2027-01-22T09:00:00Z');
    const label = 'Bundle lodged';
    const id = await addDate({ label, dueDate: '2027-02-01' });
    await runAt('2027-01-25T08:00:00Z');
    expect(await bells(label)).toEqual([[solicitorUser.id, 'in7Days']]);
    const done = await t.app.inject({
      method: 'POST',
      url: API.completeKeyDate.path,
      headers: await asSolicitor(),
      payload: { id },
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const at of [
      '2027-01-28T08:00:00Z',
      '2027-01-29T08:00:00Z',
      '2027-02-01T08:00:00Z',
      '2027-02-02T08:00:00Z',
    ])
      await runAt(at);
    expect(await bells(label)).toHaveLength(1);
    expect(await bells(label, 'key_date.missed')).toEqual([]);
    const [row] = await t.db.select({ status: keyDates.status }).from(keyDates).where(eq(keyDates.id, id));
    expect(row?.status).toBe('done');
  });

  it('marks an open date missed once its day has passed in London, and alerts its people and the administrators once', async () => {
    t.clock.set('2027-02-02T09:00:00Z');
    const label = 'Asylum questionnaire returned';
    const id = await addDate({
      label,
      dueDate: '2027-02-04',
      supervisorId: supervisorUser.id,
      critical: true,
    });
    await runAt('2027-02-04T23:40:00Z');
    const status = async () =>
      (await t.db.select({ status: keyDates.status }).from(keyDates).where(eq(keyDates.id, id)))[0]?.status;
    expect(await status()).toBe('open');
    expect(await bells(label, 'key_date.missed')).toEqual([]);
    const before = (await mails(label)).length;
    await runAt('2027-02-05T00:00:00Z');
    await runAt('2027-02-05T00:00:00Z');
    await remindKeyDates(taskContext(t), t.clock.now());
    await runAt('2027-02-05T08:00:00Z');
    expect(await status()).toBe('missed');
    expect((await bells(label, 'key_date.missed')).map(([userId]) => userId).sort()).toEqual(
      // Every administrator, Layla (who reads Arabic) among them.
      [solicitorUser.id, supervisorUser.id, adminUser.id, arabicUser.id].sort(),
    );
    const alerts = (await mails(label)).slice(before);
    expect(alerts.map((mail) => mail.to[0]).sort()).toEqual(
      [solicitorUser.email, supervisorUser.email, adminUser.email, arabicUser.email].sort(),
    );
    const english = alerts.filter((mail) => !mail.to.includes(arabicUser.email));
    expect(english.every((mail) => mail.subject === `Key date missed: ${label}`)).toBe(true);
    const changes = await t.db.select().from(keyDateChanges).where(eq(keyDateChanges.keyDateId, id));
    expect(changes.filter((change) => change.kind === 'missed')).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'key_date.missed'), eq(auditEvents.targetId, String(caseId))));
    expect(audits.filter((audit) => (audit.details as { keyDateId?: number }).keyDateId === id)).toHaveLength(
      1,
    );
    // Its day's reminders went out the evening before; a missed date has no more.
    expect(await bells(label)).toEqual([
      [solicitorUser.id, 'today'],
      [supervisorUser.id, 'today'],
    ]);
  });

  it('sends a reminder late when its moment passed unseen, but only the latest one due', async () => {
    t.clock.set('2027-02-05T09:00:00Z');
    const label = 'Further submissions';
    const id = await addDate({ label, dueDate: '2027-02-17' });
    // Nothing ran from Fri 5 Feb to Mon 15 Feb at noon: the 7-day reminder's moment (Wed 10 Feb)
    // passed, and so did the 2-working-day one's (Mon 15 Feb, 08:00).
    await runAt('2027-02-15T12:00:00Z');
    expect(await bells(label)).toEqual([[solicitorUser.id, 'in2WorkingDays']]);
    await t.app.inject({
      method: 'POST',
      url: API.completeKeyDate.path,
      headers: await asSolicitor(),
      payload: { id },
    });
  });

  it('reminds the client 3 days and 1 day before a date marked for her, in her language, and of no other', async () => {
    t.clock.set('2027-02-15T13:00:00Z');
    const hers = 'Home Office interview';
    const firms = 'Internal review of the bundle';
    const ids = [
      await addDate({ label: hers, dueDate: '2027-02-26', clientVisible: true }),
      await addDate({ label: firms, dueDate: '2027-02-26' }),
    ];
    for (const at of [
      '2027-02-19T08:00:00Z',
      '2027-02-23T07:40:00Z',
      '2027-02-23T08:00:00Z',
      '2027-02-24T08:00:00Z',
      '2027-02-25T08:00:00Z',
    ])
      await runAt(at);
    expect(await bells(hers, 'key_date.client_reminder')).toEqual([
      [clientUser.id, 'in3Days'],
      [clientUser.id, 'tomorrow'],
    ]);
    expect(await bells(firms, 'key_date.client_reminder')).toEqual([]);
    const toHer = (await mails(hers)).filter((mail) => mail.to.includes(clientUser.email));
    expect(toHer.map((mail) => mail.subject)).toEqual([
      `یادآوری: ${hers} در ${formatKeyDay('fa', '2027-02-26')}`,
      `یادآوری: ${hers} در ${formatKeyDay('fa', '2027-02-26')}`,
    ]);
    expect(toHer.some((mail) => mail.text.includes('فردا'))).toBe(true);
    expect((await mails(firms)).filter((mail) => mail.to.includes(clientUser.email))).toEqual([]);
    // Staff reminders of the firm's own date never reach her.
    expect((await bells(firms)).every(([userId]) => userId === solicitorUser.id)).toBe(true);
    for (const id of ids)
      await t.app.inject({
        method: 'POST',
        url: API.completeKeyDate.path,
        headers: await asSolicitor(),
        payload: { id },
      });
  });

  it('sends each reminder once when two instances on one database run at the same moment', async () => {
    t.clock.set('2027-02-25T09:00:00Z');
    const label = 'Reply to the Home Office review';
    await addDate({
      label,
      dueDate: '2027-03-08',
      supervisorId: supervisorUser.id,
      critical: true,
      clientVisible: true,
    });
    // Fri 5 Mar, 08:00: 1 working day before Mon 8 Mar (assignee and supervisor), 3 days before (client).
    t.clock.set('2027-03-05T08:00:00Z');
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
        remindKeyDates(taskContext(t), t.clock.now()),
        remindKeyDates(otherContext, t.clock.now()),
        remindKeyDates(taskContext(t), t.clock.now()),
        remindKeyDates(otherContext, t.clock.now()),
      ]);
    } finally {
      await other.close();
      await second?.close();
    }
    expect((await bells(label)).sort()).toEqual(
      [
        [solicitorUser.id, 'in1WorkingDay'],
        [supervisorUser.id, 'in1WorkingDay'],
      ].sort(),
    );
    expect(await bells(label, 'key_date.client_reminder')).toEqual([[clientUser.id, 'in3Days']]);
    expect((await mails(label)).map((mail) => mail.to[0]).sort()).toEqual(
      [solicitorUser.email, supervisorUser.email, clientUser.email].sort(),
    );
  });
});

describe('the key dates’ e-mail copy', () => {
  /** Each text's path with its blanks ({label}, {date}, ...): the same in every language as in English. */
  const shape = (tree: unknown, path = ''): string[] =>
    typeof tree === 'string'
      ? [`${path} ${(tree.match(/\{\w+\}/g) ?? []).sort().join(' ')}`]
      : Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
          shape(value, `${path}.${key}`),
        );

  it('has every text in all 13 languages, with the same blanks as English, and translated', () => {
    const english = shape(KEY_DATE_EMAIL_COPY.en);
    expect(LANGUAGES).toHaveLength(13);
    for (const language of LANGUAGES) {
      expect(shape(KEY_DATE_EMAIL_COPY[language]), language).toEqual(english);
      if (language !== 'en')
        expect(KEY_DATE_EMAIL_COPY[language].kinds.reminder.subject).not.toBe(
          KEY_DATE_EMAIL_COPY.en.kinds.reminder.subject,
        );
    }
  });

  it('has an appointment’s reminder in all 13 languages: each kind, each sentence, translated', () => {
    const english = KEY_DATE_EMAIL_COPY.en.appointment;
    expect(Object.keys(english.what).sort()).toEqual([...EVENT_KINDS].sort());
    for (const language of LANGUAGES) {
      const copy = KEY_DATE_EMAIL_COPY[language].appointment;
      expect(copy, language).toBeDefined();
      expect(copy.subject, language).toContain('{what}');
      expect(copy.sentencePlace, language).toContain('{place}');
      expect(copy.interpreterAsked, language).toContain('{language}');
      if (language !== 'en')
        for (const key of [
          'subject',
          'sentence',
          'sentencePlace',
          'sentenceOnline',
          'interpreterAsked',
        ] as const)
          expect(copy[key], `${language} ${key}`).not.toBe(english[key]);
    }
  });
});
