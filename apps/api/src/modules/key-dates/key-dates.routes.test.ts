import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { keyDatesScene } from '../../../test/case-scene.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { keyDates } from '../../db/schema/index.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { queueStatement } from './key-dates.repository.ts';

/**
 * Key dates through the API (issue 32): rules with their verification, a preview that saves
 * nothing, the gate on unverified rules, a case's dates for its staff and its client, the
 * holidays and what a change of them does to open dates, and the Deadlines queue.
 */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
let solicitor: Record<string, string>;
let stranger: Record<string, string>;
let solicitorUser: TestUser;
let adminUser: TestUser;
let clientUser: TestUser;
let strangerUser: TestUser;
let caseId: number;
type Scene = Awaited<ReturnType<typeof keyDatesScene>>;
let call: Scene['call'];
beforeAll(async () => {
  const scene = await keyDatesScene('2026-12-07T10:00:00Z');
  ({ t, caseId, call } = scene);
  [admin, client, solicitor, stranger] = [
    scene.admin.auth,
    scene.client.auth,
    scene.solicitor.auth,
    scene.stranger.auth,
  ];
  solicitorUser = scene.solicitor.user;
  [adminUser, clientUser, strangerUser] = [scene.admin.user, scene.client.user, scene.stranger.user];
});
afterAll(() => t.close());

const keyDatesOf = async (auth: Record<string, string>) => {
  const res = await call(API.keyDatesForCase, auth, undefined, `?caseId=${caseId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.keyDates as Array<Record<string, unknown>>;
};

describe('the rules', () => {
  it('lists every rule with its citation, not verified until an administrator verifies it', async () => {
    const res = await call(API.keyDateRules, solicitor);
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json().data.rules as Array<{
      key: string;
      verifiedAt: string | null;
      citation: object;
    }>;
    expect(rules.map((rule) => rule.key)).toContain('ftt.appeal.in_uk');
    expect(rules.length).toBeGreaterThanOrEqual(12);
    expect(rules.every((rule) => rule.verifiedAt === null)).toBe(true);
    expect((await call(API.keyDateRules, client)).statusCode).toBe(403);
  });

  it('previews a date with its steps and saves nothing, for a rule not yet verified', async () => {
    const res = await call(API.previewKeyDate, solicitor, {
      ruleKey: 'ftt.appeal.in_uk',
      triggerDate: '2026-12-18',
      caseId,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 14 calendar days from Fri 18 Dec 2026 is Fri 1 Jan 2027, New Year's Day; the roll-forward
    // of the First-tier Tribunal is not verified, so the earlier day is the safe one.
    expect(res.json().data).toMatchObject({
      safeDueDate: '2027-01-01',
      dueDate: '2027-01-04',
      verified: false,
    });
    expect(res.json().data.steps.map((step: { code: string }) => step.code)).toContain('citation');
    expect(await keyDatesOf(solicitor)).toEqual([]);
    expect(
      (
        await call(API.previewKeyDate, solicitor, { ruleKey: 'no.such.rule', triggerDate: '2026-12-18' })
      ).json(),
    ).toMatchObject({
      code: 'RULE_NOT_FOUND',
    });
    expect(
      (
        await call(API.previewKeyDate, stranger, {
          ruleKey: 'ftt.appeal.in_uk',
          triggerDate: '2026-12-18',
          caseId,
        })
      ).json(),
    ).toMatchObject({ code: 'CASE_NOT_FOUND' });
  });
});

describe("a case's key dates", () => {
  it('refuses a date from an unverified rule, then makes it once an administrator has verified the rule', async () => {
    const add = { caseId, ruleKey: 'ftt.appeal.in_uk', triggerDate: '2026-12-04', critical: true };
    const refused = await call(API.addKeyDate, solicitor, add);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RULE_NOT_VERIFIED' });

    expect((await call(API.verifyRule, solicitor, { ruleKey: 'ftt.appeal.in_uk' })).statusCode).toBe(403);
    expect((await call(API.verifyRule, admin, { ruleKey: 'ftt.appeal.in_uk' })).statusCode).toBe(200);
    const rules = (await call(API.keyDateRules, admin)).json().data.rules as Array<Record<string, unknown>>;
    expect(rules.find((rule) => rule.key === 'ftt.appeal.in_uk')).toMatchObject({
      verifiedBy: 'Ada Admin',
      verifiedAt: '2026-12-07T10:00:00.000Z',
    });

    const made = await call(API.addKeyDate, solicitor, add);
    expect(made.statusCode, made.body).toBe(200);
    const [keyDate] = await keyDatesOf(solicitor);
    expect(keyDate).toMatchObject({
      ruleKey: 'ftt.appeal.in_uk',
      ruleVersion: 1,
      triggerDate: '2026-12-04',
      safeDueDate: '2026-12-18',
      status: 'open',
      critical: true,
      clientVisible: false,
      // The case's solicitor, when no one else is named.
      assigneeName: 'Grace Okafor',
      changes: [expect.objectContaining({ kind: 'created', newDue: '2026-12-18' })],
    });
    expect((keyDate?.labels as Record<string, string> | undefined)?.ti).toBeTruthy();
  });

  it("shows the client only the dates marked for her, without the firm's workings, and lets her change none", async () => {
    const made = await call(API.addKeyDate, solicitor, {
      caseId,
      label: 'Home Office interview, Croydon',
      dueDate: '2027-01-12',
      clientVisible: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const seen = await keyDatesOf(client);
    expect(seen.map((keyDate) => keyDate.label)).toEqual(['Home Office interview, Croydon']);
    expect(seen[0]).toMatchObject({ steps: [], changes: [] });
    expect((await call(API.waiveKeyDate, client, { id: made.json().data.id, reason: 'no' })).statusCode).toBe(
      403,
    );
  });

  it("answers another solicitor's case as missing, and refuses a client as assignee", async () => {
    expect((await call(API.keyDatesForCase, stranger, undefined, `?caseId=${caseId}`)).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
    });
    const manual = { caseId, label: 'Chase the bundle', dueDate: '2027-02-01' };
    expect((await call(API.addKeyDate, stranger, manual)).json()).toMatchObject({ code: 'CASE_NOT_FOUND' });
    const someClient = await createUser(t.db, 'Client');
    expect(
      (await call(API.addKeyDate, solicitor, { ...manual, assigneeId: someClient.id })).json(),
    ).toMatchObject({
      code: 'ASSIGNEE_NOT_STAFF',
    });
    // A solicitor of other cases cannot hold it: she could not open the case.
    expect(
      (await call(API.addKeyDate, solicitor, { ...manual, assigneeId: strangerUser.id })).json(),
    ).toMatchObject({ code: 'ASSIGNEE_NOT_STAFF' });
    const [first] = await keyDatesOf(solicitor);
    expect((await call(API.completeKeyDate, stranger, { id: first?.id })).json()).toMatchObject({
      code: 'KEY_DATE_NOT_FOUND',
    });
  });

  it('is completed, waived or moved with its reason kept, and then changes no more', async () => {
    const id = (
      await call(API.addKeyDate, solicitor, { caseId, label: 'Witness statement', dueDate: '2027-03-01' })
    ).json().data.id as number;
    expect(
      (
        await call(API.changeKeyDateDue, solicitor, {
          id,
          dueDate: '2027-03-15',
          reason: 'extension_granted',
          note: 'Judge agreed',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(API.completeKeyDate, solicitor, { id })).statusCode).toBe(200);
    const done = (await keyDatesOf(solicitor)).find((keyDate) => keyDate.id === id);
    expect(done).toMatchObject({ status: 'done', safeDueDate: '2027-03-15' });
    expect((done?.changes as Array<{ kind: string }> | undefined)?.map((change) => change.kind)).toEqual([
      'created',
      'changed',
      'done',
    ]);
    expect((await call(API.waiveKeyDate, solicitor, { id, reason: 'Not needed' })).json()).toMatchObject({
      code: 'KEY_DATE_NOT_OPEN',
    });
  });
});

describe('whom a date is given to', () => {
  it('offers the administrators and the case’s solicitor to hold it, and any of the staff to supervise it', async () => {
    const res = await call(API.keyDatePeople, solicitor, undefined, `?caseId=${caseId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { assignees, supervisors } = res.json().data as Record<string, Array<{ id: string; name: string }>>;
    const ids = (people: Array<{ id: string }> | undefined) => (people ?? []).map((person) => person.id);
    expect(ids(assignees)).toEqual(expect.arrayContaining([solicitorUser.id, adminUser.id]));
    expect(ids(assignees)).not.toContain(strangerUser.id);
    expect(ids(supervisors)).toEqual(
      expect.arrayContaining([solicitorUser.id, adminUser.id, strangerUser.id]),
    );
    expect([...ids(assignees), ...ids(supervisors)]).not.toContain(clientUser.id);
    expect(assignees?.find((person) => person.id === solicitorUser.id)?.name).toBe('Grace Okafor');
    expect((await call(API.keyDatePeople, client, undefined, `?caseId=${caseId}`)).statusCode).toBe(403);
    expect((await call(API.keyDatePeople, stranger, undefined, `?caseId=${caseId}`)).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
    });
  });
});

describe('the holidays', () => {
  it('ship with Docket, and a day added inside a working-day window proposes the later date until the assignee accepts', async () => {
    const holidays = (await call(API.holidays, admin)).json().data.holidays as Array<{
      date: string;
      source: string;
    }>;
    expect(holidays).toContainEqual(expect.objectContaining({ date: '2026-12-28', source: 'shipped' }));
    expect((await call(API.holidays, solicitor)).statusCode).toBe(403);

    await call(API.verifyRule, admin, { ruleKey: 'ut.onward_permission.in_uk' });
    // 12 working days from Mon 4 Jan 2027: Tue 20 Jan… counted from the shipped table.
    const id = (
      await call(API.addKeyDate, solicitor, {
        caseId,
        ruleKey: 'ut.onward_permission.in_uk',
        triggerDate: '2027-01-04',
      })
    ).json().data.id as number;
    const before = (await keyDatesOf(solicitor)).find((keyDate) => keyDate.id === id);
    expect(before?.safeDueDate).toBe('2027-01-20');

    const added = await call(API.addHoliday, admin, { date: '2027-01-11', title: 'Day of mourning' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ added: 1, awaitingAcceptance: 1, movedEarlier: 0 });
    const waiting = (await keyDatesOf(solicitor)).find((keyDate) => keyDate.id === id);
    expect(waiting).toMatchObject({ safeDueDate: '2027-01-20', pendingDueDate: '2027-01-21' });
    // A calendar-day date whose end is not touched does not move.
    expect(
      (await keyDatesOf(solicitor)).find((keyDate) => keyDate.ruleKey === 'ftt.appeal.in_uk'),
    ).toMatchObject({
      safeDueDate: '2026-12-18',
      pendingDueDate: null,
    });
    const due = (await call(API.dueKeyDates, solicitor, undefined, '?scope=mine')).json().data;
    expect(due.awaitingAcceptance.map((item: { id: number }) => item.id)).toContain(id);
    expect((await call(API.addHoliday, admin, { date: '2027-01-11', title: 'Again' })).json()).toMatchObject({
      code: 'HOLIDAY_EXISTS',
    });

    expect((await call(API.acceptKeyDateChange, solicitor, { id })).statusCode).toBe(200);
    expect((await keyDatesOf(solicitor)).find((keyDate) => keyDate.id === id)).toMatchObject({
      safeDueDate: '2027-01-21',
      pendingDueDate: null,
    });
    expect((await call(API.acceptKeyDateChange, solicitor, { id })).json()).toMatchObject({
      code: 'NO_CHANGE_WAITING',
    });

    // Taken out again: the date comes earlier, at once, and its assignee is told.
    const removed = await call(API.deleteHoliday, admin, { date: '2027-01-11' });
    expect(removed.json().data).toMatchObject({ removed: 1, movedEarlier: 1 });
    expect((await keyDatesOf(solicitor)).find((keyDate) => keyDate.id === id)?.safeDueDate).toBe(
      '2027-01-20',
    );
    const bell = (await call(API.notifications, solicitor)).json().data.items as Array<{ kind: string }>;
    expect(bell.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['key_date.change_waiting', 'key_date.moved_earlier']),
    );
    expect((await call(API.deleteHoliday, admin, { date: '2027-01-11' })).json()).toMatchObject({
      code: 'HOLIDAY_NOT_FOUND',
    });
  });

  it("imports gov.uk's bank-holidays.json and refuses a file that is not it, changing nothing", async () => {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, 'test/fixtures/bank-holidays.json'), 'utf8'),
    );
    const imported = await call(API.importHolidays, admin, file);
    expect(imported.statusCode, imported.body).toBe(200);
    const count = ((await call(API.holidays, admin)).json().data.holidays as unknown[]).length;
    const refused = await call(API.importHolidays, admin, {
      'england-and-wales': {
        division: 'england-and-wales',
        events: [{ title: 'Not a day', date: '2027-02-30' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'HOLIDAY_FILE_INVALID' });
    expect((await call(API.importHolidays, admin, { scotland: {} })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(((await call(API.holidays, admin)).json().data.holidays as unknown[]).length).toBe(count);
  });
});

describe('the Deadlines queue', () => {
  it('answers at most 50 dates a group, the latest overdue first', async () => {
    t.clock.set('2027-04-01T10:00:00Z');
    const now = t.clock.now();
    const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);
    const rows = Array.from({ length: 60 }, (_, n) => ({
      caseId,
      label: `Overdue ${n}`,
      dueDate: day(n),
      safeDueDate: day(n),
      createdAt: now,
      updatedAt: now,
    }));
    const ids = (await t.db.insert(keyDates).values(rows).returning({ id: keyDates.id })).map(
      (row) => row.id,
    );
    try {
      const admin = (await signIn(t, adminUser)).auth;
      const answer = (await call(API.dueKeyDates, admin, undefined, '?scope=firm')).json().data;
      const overdue = answer.overdue as Array<{ label: string }>;
      expect(overdue).toHaveLength(50);
      expect(overdue.slice(0, 2).map((item) => item.label)).toEqual(['Overdue 59', 'Overdue 58']);
    } finally {
      await t.db.delete(keyDates).where(inArray(keyDates.id, ids));
    }
  });

  it('is one statement whose plan PostgreSQL can keep: the statuses and the limit written in, the days asked for', () => {
    for (const [role, scope] of [
      ['Admin', 'firm'],
      ['Solicitor', 'mine'],
    ] as const) {
      const text = queueStatement(t.db, role, scope, visibleCasesCondition).getQuery().sql;
      expect(text).toContain(`"key_dates"."status" = 'open'`);
      expect(text).toContain(`"key_dates"."status" in ('open', 'missed')`);
      expect(text.match(/ limit 50\b/g)).toHaveLength(5);
      expect(text).not.toMatch(/ limit \$/);
      expect(text).toMatch(/< \(select \$\d+::date\)/);
    }
  });

  it('puts each open date in its group by London today, for me and for the firm', async () => {
    t.clock.set('2026-12-17T10:00:00Z');
    // A session of today's: the test's clock moved ten days on.
    const solicitor = (await signIn(t, solicitorUser)).auth;
    const due = (await call(API.dueKeyDates, solicitor, undefined, '?scope=mine')).json().data;
    expect(due.today).toBe('2026-12-17');
    expect(due.withinTwoWorkingDays.map((item: { ruleKey: string }) => item.ruleKey)).toContain(
      'ftt.appeal.in_uk',
    );
    t.clock.set('2026-12-21T10:00:00Z');
    const admin = (await signIn(t, adminUser)).auth;
    const stranger = (await signIn(t, strangerUser)).auth;
    const client = (await signIn(t, clientUser)).auth;
    // Missed (as the reminders' schedule marks it at the day's end), it is still overdue until done or waived.
    await t.db.update(keyDates).set({ status: 'missed' }).where(eq(keyDates.ruleKey, 'ftt.appeal.in_uk'));
    const late = (await call(API.dueKeyDates, admin, undefined, '?scope=firm')).json().data;
    expect(late.overdue.map((item: { ruleKey: string }) => item.ruleKey)).toContain('ftt.appeal.in_uk');
    expect((await call(API.dueKeyDates, stranger, undefined, '?scope=firm')).json().data.overdue).toEqual([]);
    expect((await call(API.dueKeyDates, client)).statusCode).toBe(403);

    // Thursday 7 January 2027: 2 working days run to Monday, so Tuesday is within 7 days; a
    // holiday added on the Friday makes it within 2 working days at once.
    t.clock.set('2027-01-07T10:00:00Z');
    const admin2 = (await signIn(t, adminUser)).auth;
    const id = (
      await call(API.addKeyDate, admin2, { caseId, label: 'Bundle to the tribunal', dueDate: '2027-01-12' })
    ).json().data.id as number;
    const groupOf = async () => {
      const queue = (await call(API.dueKeyDates, admin2, undefined, '?scope=firm')).json().data;
      return ['withinTwoWorkingDays', 'withinSevenDays'].find((group) =>
        (queue[group] as Array<{ id: number }>).some((item) => item.id === id),
      );
    };
    expect(await groupOf()).toBe('withinSevenDays');
    await call(API.addHoliday, admin2, { date: '2027-01-08', title: 'A day proclaimed' });
    expect(await groupOf()).toBe('withinTwoWorkingDays');
  });
});
