import { API } from '@docket/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { keyDatesScene } from '../../../test/case-scene.ts';
import { cases, keyDates } from '../../db/schema/index.ts';

/**
 * Appointments and the calendar (issue 32): a case's hearing and interview, the client seeing
 * hers, the month's calendar of key dates and appointments, and the private iCalendar feed that
 * names no client and stops when revoked.
 */
let t: TestApp;
let client: Record<string, string>;
let solicitor: Record<string, string>;
let stranger: Record<string, string>;
let admin: Record<string, string>;
let solicitorId: string;
let caseId: number;
type Scene = Awaited<ReturnType<typeof keyDatesScene>>;
let call: Scene['call'];
beforeAll(async () => {
  const scene = await keyDatesScene('2026-12-07T10:00:00Z');
  ({ t, caseId, call } = scene);
  [client, solicitor, stranger] = [scene.client.auth, scene.solicitor.auth, scene.stranger.auth];
  [admin, solicitorId] = [scene.admin.auth, scene.solicitor.user.id];
});
afterAll(() => t.close());

const interview = {
  kind: 'ho_interview',
  startsAt: '2027-01-12T10:00:00Z',
  endsAt: '2027-01-12T13:00:00Z',
  location: 'Lunar House, Croydon',
  interpreterLanguage: 'Tigrinya',
  interpreterDialect: 'Eritrean',
  interpreterBooked: true,
  clientVisible: true,
  title: 'Prep: credibility concerns',
};

describe('appointments', () => {
  it('are added by the case’s staff; the client sees those marked for her, a stranger nothing', async () => {
    const added = await call(API.addEvent, solicitor, { caseId, ...interview });
    expect(added.statusCode, added.body).toBe(200);
    await call(API.addEvent, solicitor, { caseId, kind: 'client_meeting', startsAt: '2027-01-05T09:30:00Z' });
    const staffSees = (await call(API.eventsForCase, solicitor, undefined, `?caseId=${caseId}`)).json().data
      .events;
    expect(staffSees.map((event: { kind: string }) => event.kind)).toEqual([
      'client_meeting',
      'ho_interview',
    ]);
    const clientSees = (await call(API.eventsForCase, client, undefined, `?caseId=${caseId}`)).json().data
      .events;
    expect(clientSees).toEqual([
      expect.objectContaining({
        kind: 'ho_interview',
        location: 'Lunar House, Croydon',
        interpreterLanguage: 'Tigrinya',
        // The firm's own title for it is not hers to read.
        title: null,
      }),
    ]);
    expect(staffSees).toContainEqual(expect.objectContaining({ title: 'Prep: credibility concerns' }));
    expect((await call(API.eventsForCase, stranger, undefined, `?caseId=${caseId}`)).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
    });
    expect((await call(API.addEvent, client, { caseId, ...interview })).statusCode).toBe(403);
    const backwards = await call(API.addEvent, solicitor, {
      caseId,
      ...interview,
      endsAt: '2027-01-12T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is cancelled by staff and leaves the calendar', async () => {
    const id = (
      await call(API.addEvent, solicitor, { caseId, kind: 'cmr', startsAt: '2027-01-20T10:00:00Z' })
    ).json().data.id as number;
    expect((await call(API.cancelEvent, stranger, { id })).json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    expect((await call(API.cancelEvent, solicitor, { id })).statusCode).toBe(200);
    const month = (await call(API.calendar, solicitor, undefined, '?from=2027-01-01&to=2027-01-31')).json()
      .data.items;
    expect(month.map((item: { kind: string }) => item.kind)).not.toContain('cmr');
  });
});

describe('the calendar', () => {
  it('shows a month of key dates and appointments, filtered by kind, for the cases the caller may see', async () => {
    await call(API.addKeyDate, solicitor, { caseId, label: 'Witness statement', dueDate: '2027-01-08' });
    const month = await call(API.calendar, solicitor, undefined, '?from=2027-01-01&to=2027-01-31');
    expect(month.statusCode, month.body).toBe(200);
    expect(
      month.json().data.items.map((item: { kind: string; date: string }) => `${item.date} ${item.kind}`),
    ).toEqual(['2027-01-05 client_meeting', '2027-01-08 key_date', '2027-01-12 ho_interview']);
    const onlyDates = (
      await call(API.calendar, solicitor, undefined, '?from=2027-01-01&to=2027-01-31&kind=key_date')
    ).json().data.items;
    expect(onlyDates.map((item: { type: string }) => item.type)).toEqual(['keyDate']);
    expect(
      (await call(API.calendar, stranger, undefined, '?from=2027-01-01&to=2027-01-31')).json().data.items,
    ).toEqual([]);
    expect(
      (await call(API.calendar, solicitor, undefined, '?from=2027-01-01&to=2027-06-30')).json(),
    ).toMatchObject({
      code: 'CALENDAR_RANGE_INVALID',
    });
  });

  it('says up to which day a month too full for one answer is whole, and shows no day in part', async () => {
    const now = t.clock.now();
    const row = (dueDate: string, i: number) => ({
      caseId,
      label: `Bundle ${i}`,
      dueDate,
      safeDueDate: dueDate,
      createdAt: now,
      updatedAt: now,
    });
    // 1,500 on the 10th and 1,000 on the 11th: the answer's rows run out on the 11th.
    const rows = [
      ...Array.from({ length: 1500 }, (_, i) => row('2027-03-10', i)),
      ...Array.from({ length: 1000 }, (_, i) => row('2027-03-11', i)),
    ];
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(keyDates).values(rows.slice(i, i + 500));
    const month = (await call(API.calendar, solicitor, undefined, '?from=2027-03-01&to=2027-03-31')).json()
      .data;
    expect(month.through).toBe('2027-03-10');
    expect(new Set(month.items.map((item: { date: string }) => item.date))).toEqual(new Set(['2027-03-10']));
    expect(month.items).toHaveLength(1500);
    const day = (await call(API.calendar, solicitor, undefined, '?from=2027-03-11&to=2027-03-11')).json()
      .data;
    expect([day.through, day.items.length]).toEqual([null, 1000]);
    // The month's grid asks for a summary: each day whole in its count, past 100 said as "over".
    const grid = (
      await call(API.calendar, solicitor, undefined, '?from=2027-03-01&to=2027-03-31&perDay=3')
    ).json().data;
    expect([grid.through, grid.items.length, grid.days]).toEqual([
      null,
      6,
      [
        { date: '2027-03-10', total: 100, more: true },
        { date: '2027-03-11', total: 100, more: true },
      ],
    ]);
    await t.db.delete(keyDates).where(inArray(keyDates.safeDueDate, ['2027-03-10', '2027-03-11']));
  });

  it('sums a month up for its grid: each day’s count and its first entries, key dates first', async () => {
    const now = t.clock.now();
    const row = (i: number, status: 'open' | 'superseded' = 'open', day = '2027-04-10') => ({
      caseId,
      label: `Bundle ${i}`,
      dueDate: day,
      safeDueDate: day,
      status,
      createdAt: now,
      updatedAt: now,
    });
    await t.db
      .insert(keyDates)
      .values([
        ...Array.from({ length: 5 }, (_, i) => row(i)),
        row(9, 'superseded'),
        row(20, 'open', '2027-04-12'),
        row(21, 'open', '2027-04-12'),
      ]);
    await call(API.addEvent, solicitor, { caseId, kind: 'client_meeting', startsAt: '2027-04-10T08:00:00Z' });
    // 23:30 and 23:45 UTC on 11 April are 00:30 and 00:45 on the 12th in London (summer time):
    // they start the day before in UTC, and still come after the 12th's key dates.
    await call(API.addEvent, solicitor, {
      caseId,
      kind: 'reporting_event',
      startsAt: '2027-04-11T23:30:00Z',
    });
    await call(API.addEvent, solicitor, { caseId, kind: 'other', startsAt: '2027-04-11T23:45:00Z' });
    const cancelled = (
      await call(API.addEvent, solicitor, { caseId, kind: 'cmr', startsAt: '2027-04-12T10:00:00Z' })
    ).json().data.id;
    await call(API.cancelEvent, solicitor, { id: cancelled });
    const april = '?from=2027-04-01&to=2027-04-30';
    const summary = async (auth: Record<string, string>, query: string) => {
      const answer = await call(API.calendar, auth, undefined, `${april}${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const data = answer.json().data;
      return {
        days: data.days,
        items: data.items.map((item: { date: string; kind: string; title: string | null }) =>
          item.kind === 'key_date' ? `${item.date} ${item.title}` : `${item.date} ${item.kind}`,
        ),
      };
    };
    expect(await summary(solicitor, '&perDay=3')).toEqual({
      days: [
        { date: '2027-04-10', total: 6, more: false },
        { date: '2027-04-12', total: 4, more: false },
      ],
      items: [
        '2027-04-10 Bundle 0',
        '2027-04-10 Bundle 1',
        '2027-04-10 Bundle 2',
        '2027-04-12 Bundle 20',
        '2027-04-12 Bundle 21',
        '2027-04-12 reporting_event',
      ],
    });
    expect((await summary(solicitor, '&perDay=6')).items.slice(4, 6)).toEqual([
      '2027-04-10 Bundle 4',
      '2027-04-10 client_meeting',
    ]);
    expect((await summary(solicitor, '&perDay=2&kind=key_date')).days).toEqual([
      { date: '2027-04-10', total: 5, more: false },
      { date: '2027-04-12', total: 2, more: false },
    ]);
    expect((await summary(solicitor, '&perDay=2&kind=reporting_event')).items).toEqual([
      '2027-04-12 reporting_event',
    ]);
    // The administrator sees every case; the key dates here are held by no one, the appointments
    // are of the solicitor's case: hers are the appointments alone.
    expect((await summary(admin, '&perDay=3')).days).toEqual((await summary(solicitor, '&perDay=3')).days);
    expect((await summary(admin, `&perDay=3&assigneeId=${solicitorId}`)).days).toEqual([
      { date: '2027-04-10', total: 1, more: false },
      { date: '2027-04-12', total: 2, more: false },
    ]);
    // By case type: the administrator's counts then read the cases as well.
    const [found] = await t.db
      .select({ caseTypeId: cases.caseTypeId })
      .from(cases)
      .where(eq(cases.id, caseId));
    const caseTypeId = Number(found?.caseTypeId);
    expect((await summary(admin, `&perDay=3&caseTypeId=${caseTypeId}`)).days).toEqual(
      (await summary(admin, '&perDay=3')).days,
    );
    expect(await summary(admin, `&perDay=3&caseTypeId=${caseTypeId + 1000}`)).toEqual({
      days: [],
      items: [],
    });
    expect(await summary(stranger, '&perDay=3')).toEqual({ days: [], items: [] });
    const ancient = await call(API.calendar, solicitor, undefined, '?from=0999-01-01&to=0999-01-31&perDay=3');
    expect([ancient.statusCode, ancient.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    for (const perDay of ['0', '21', 'x']) {
      const refused = await call(API.calendar, solicitor, undefined, `${april}&perDay=${perDay}`);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    await t.db.delete(keyDates).where(inArray(keyDates.safeDueDate, ['2027-04-10', '2027-04-12']));
  });

  it('puts an appointment on its London day: 23:30 UTC on 30 June is 00:30 on 1 July in summer', async () => {
    await call(API.addEvent, solicitor, {
      caseId,
      kind: 'reporting_event',
      startsAt: '2027-06-30T23:30:00Z',
    });
    const june = (await call(API.calendar, solicitor, undefined, '?from=2027-06-01&to=2027-06-30')).json()
      .data.items;
    expect(june.map((item: { kind: string }) => item.kind)).not.toContain('reporting_event');
    const july = (await call(API.calendar, solicitor, undefined, '?from=2027-07-01&to=2027-07-31')).json()
      .data.items;
    expect(july).toEqual([
      expect.objectContaining({
        type: 'event',
        kind: 'reporting_event',
        date: '2027-07-01',
        startsAt: '2027-06-30T23:30:00.000Z',
      }),
    ]);
  });
});

describe('the private feed', () => {
  it('serves the person’s dates and appointments without the client’s name, and stops when revoked', async () => {
    await call(API.addKeyDate, solicitor, { caseId, label: 'Call Selam Tesfaye', dueDate: '2027-01-15' });
    const created = await call(API.createCalendarFeed, solicitor);
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json().data.url as string);
    expect(url.pathname).toMatch(/^\/cal\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`SUMMARY:Case #${caseId}: Home Office interview`);
    expect(feed.body).toContain(`SUMMARY:Case #${caseId}: Key date`);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20270115');
    expect(feed.body).not.toMatch(/Selam|Tesfaye/);

    // A second address replaces the first; revoking stops the second.
    const second = new URL((await call(API.createCalendarFeed, solicitor)).json().data.url as string);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.pathname })).statusCode).toBe(200);
    expect((await call(API.revokeCalendarFeed, solicitor)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/cal/not-a-token.ics' })).statusCode).toBe(404);
    expect((await call(API.createCalendarFeed, client)).statusCode).toBe(403);
  });
});
