import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents, cases, keyDates, users } from '../../db/schema/index.ts';

/**
 * A calendar's summary (a month): how many entries each day holds and the first few of each day,
 * without visiting the tens of thousands of rows a firm's month can hold: each day is one short
 * index scan that stops at the count a cell can say ("99+") or at the entries it shows, and
 * reads only the index where the caller sees every case (nothing `narrowed`).
 */
/** Which entries, of the days asked for. */
export type SummaryFilter = {
  /** Who sees what, as a condition on `cases`, or undefined where the caller sees every case. */
  narrowed: SQL | undefined;
  caseTypeId?: number | undefined;
  /** Key dates held by this person, appointments of the cases they work. */
  assigneeId?: string | undefined;
  /** An appointment's kind (key dates are asked for or not by the service). */
  eventKind?: string | undefined;
};

/** The condition on `cases` the filter needs, if any: without one, key dates need not join cases. */
const onCases = (filter: SummaryFilter) =>
  filter.narrowed || filter.caseTypeId
    ? and(filter.narrowed, filter.caseTypeId ? eq(cases.caseTypeId, filter.caseTypeId) : undefined)
    : undefined;

const keyDateConditions = (filter: SummaryFilter) =>
  and(
    sql`${keyDates.status} <> 'superseded'`,
    filter.assigneeId ? eq(keyDates.assigneeId, filter.assigneeId) : undefined,
    onCases(filter),
  );

const eventConditions = (filter: SummaryFilter, from: SQL, to: SQL) =>
  and(
    sql`${calendarEvents.startsAt} >= ${from}`,
    sql`${calendarEvents.startsAt} < ${to}`,
    isNull(calendarEvents.cancelledAt),
    filter.assigneeId ? eq(cases.solicitorId, filter.assigneeId) : undefined,
    filter.eventKind ? sql`${calendarEvents.kind} = ${filter.eventKind}` : undefined,
    onCases(filter),
  );

/** A London day's first moment, as PostgreSQL reckons it (clock changes included): a day is [d, d + 1). */
const startOfLondonDay = (day: SQL) => sql`((${day})::date)::timestamp at time zone 'Europe/London'`;

/** The days as one Postgres array, sent as a bound parameter: each was made by the service from checked days. */
const dayArray = (days: readonly string[]) => `{${days.join(',')}}`;

/** How many of each a day holds, counted up to `upTo` (a month cell says "99+" past that). */
export type DayCounts = { date: string; keyDates: number; events: number };

/**
 * Each day's key dates and appointments, each counted up to `upTo`: one short index scan a day,
 * where counting a firm's month in full (40,000 dates) would cost more than the rest of the answer.
 */
export async function dayCounts(
  db: Db,
  filter: SummaryFilter,
  days: readonly string[],
  wants: { keyDates: boolean; events: boolean },
  upTo: number,
): Promise<DayCounts[]> {
  const narrowed = onCases(filter);
  const keyDatesOfDay = sql`(select count(*)::int from (
      select 1 from ${keyDates}
      ${narrowed ? sql`join ${cases} on ${cases.id} = ${keyDates.caseId}` : sql``}
      where ${keyDates.safeDueDate} = d.day and ${keyDateConditions(filter)}
      limit ${upTo}) counted)`;
  const eventsOfDay = sql`(select count(*)::int from (
      select 1 from ${calendarEvents}
      ${narrowed || filter.assigneeId ? sql`join ${cases} on ${cases.id} = ${calendarEvents.caseId}` : sql``}
      where ${eventConditions(filter, startOfLondonDay(sql`d.day`), startOfLondonDay(sql`d.day + 1`))}
      limit ${upTo}) counted)`;
  const result = (await db.execute(sql`
    select d.day::text as date,
           ${wants.keyDates ? keyDatesOfDay : sql`0`} as "keyDates",
           ${wants.events ? eventsOfDay : sql`0`} as events
    from unnest(${dayArray(days)}::date[]) as d(day)`)) as unknown as { rows: DayCounts[] };
  return result.rows;
}

export type SummaryKeyDate = {
  id: number;
  caseId: number;
  caseTypeName: string;
  label: string;
  date: string;
  status: string;
  critical: boolean;
  assigneeName: string | null;
};

/** The first `perDay` key dates of each of `days` (by id, as the full calendar orders them). */
export async function firstKeyDatesOfDays(
  db: Db,
  filter: SummaryFilter,
  days: readonly string[],
  perDay: number,
): Promise<SummaryKeyDate[]> {
  if (days.length === 0) return [];
  const result = (await db.execute(sql`
    select k.id, k.case_id as "caseId", k.case_type_name as "caseTypeName", k.label, k.day as date,
           k.status, k.critical, ${users.firstName} || ' ' || ${users.lastName} as "assigneeName"
    from unnest(${dayArray(days)}::date[]) as d(day)
    cross join lateral (
      select ${keyDates.id} as id, ${keyDates.caseId} as case_id, ${cases.caseTypeName} as case_type_name,
             ${keyDates.label} as label, ${keyDates.safeDueDate}::text as day, ${keyDates.status}::text as status,
             ${keyDates.critical} as critical, ${keyDates.assigneeId} as assignee_id
      from ${keyDates}
      join ${cases} on ${cases.id} = ${keyDates.caseId}
      where ${keyDates.safeDueDate} = d.day and ${keyDateConditions(filter)}
      order by ${keyDates.id}
      limit ${perDay}
    ) k
    left join ${users} on ${users.id} = k.assignee_id
    order by k.day, k.id`)) as unknown as { rows: SummaryKeyDate[] };
  return result.rows;
}

export type SummaryEvent = {
  id: number;
  caseId: number;
  caseTypeName: string;
  kind: string;
  title: string | null;
  date: string;
  startsAt: Date | string;
  endsAt: Date | string | null;
  location: string | null;
  interpreterLanguage: string | null;
  interpreterBooked: boolean;
};

/** The first `perDay` appointments of each of `days` (London days), by their start. */
export async function firstEventsOfDays(
  db: Db,
  filter: SummaryFilter,
  days: readonly string[],
  perDay: number,
): Promise<SummaryEvent[]> {
  if (days.length === 0) return [];
  const result = (await db.execute(sql`
    select e.*
    from unnest(${dayArray(days)}::date[]) as d(day)
    cross join lateral (
      select ${calendarEvents.id} as id, ${calendarEvents.caseId} as "caseId",
             ${cases.caseTypeName} as "caseTypeName", ${calendarEvents.kind}::text as kind,
             ${calendarEvents.title} as title, d.day::text as date, ${calendarEvents.startsAt} as "startsAt",
             ${calendarEvents.endsAt} as "endsAt", ${calendarEvents.location} as location,
             ${calendarEvents.interpreterLanguage} as "interpreterLanguage",
             ${calendarEvents.interpreterBooked} as "interpreterBooked"
      from ${calendarEvents}
      join ${cases} on ${cases.id} = ${calendarEvents.caseId}
      where ${eventConditions(filter, startOfLondonDay(sql`d.day`), startOfLondonDay(sql`d.day + 1`))}
      order by ${calendarEvents.startsAt}, ${calendarEvents.id}
      limit ${perDay}
    ) e
    order by e."startsAt", e.id`)) as unknown as { rows: SummaryEvent[] };
  return result.rows;
}
