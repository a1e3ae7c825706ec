import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { calendarEvents, calendarFeeds, cases, keyDates, users } from '../../db/schema/index.ts';

export type EventRow = typeof calendarEvents.$inferSelect;
const assignee = alias(users, 'assignee');

export async function insertEvent(db: Db, values: typeof calendarEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(calendarEvents).values(values).returning({ id: calendarEvents.id });
  if (!row) throw new Error('event not inserted');
  return row.id;
}

/** A case's appointments, soonest first; `clientOnly`: those marked for her and not cancelled. */
export function eventsOfCase(db: Db, caseId: number, clientOnly: boolean): Promise<EventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.caseId, caseId),
        clientOnly
          ? and(eq(calendarEvents.clientVisible, true), isNull(calendarEvents.cancelledAt))
          : undefined,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/** Cancels an appointment of a case `visible` lets the caller see; false when there is none. */
export async function cancelEventRow(
  db: Db,
  id: number,
  visible: SQL,
  at: Date,
): Promise<{ caseId: number } | undefined> {
  const [row] = await db
    .update(calendarEvents)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(calendarEvents.id, id),
        isNull(calendarEvents.cancelledAt),
        sql`exists (select 1 from ${cases} where ${cases.id} = ${calendarEvents.caseId} and ${visible})`,
      ),
    )
    .returning({ caseId: calendarEvents.caseId });
  return row;
}

type CalendarFilter = {
  visible: SQL;
  from: string;
  to: string;
  kind?: string | undefined;
  assigneeId?: string | undefined;
  caseTypeId?: number | undefined;
};

/**
 * Rows of each kind a calendar answer carries at most: a firm-wide month can hold tens of
 * thousands of dates, more than a screen can show or a phone should fetch (calendar.service.ts).
 */
export const CALENDAR_ROWS = 2000;

/** The key dates due in the range (by their safe day), not superseded, of the cases the caller may see. */
export function keyDatesBetween(db: Db, filter: CalendarFilter) {
  return db
    .select({
      id: keyDates.id,
      caseId: keyDates.caseId,
      caseTypeName: cases.caseTypeName,
      label: keyDates.label,
      date: keyDates.safeDueDate,
      status: keyDates.status,
      critical: keyDates.critical,
      assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
    })
    .from(keyDates)
    .innerJoin(cases, eq(cases.id, keyDates.caseId))
    .leftJoin(assignee, eq(assignee.id, keyDates.assigneeId))
    .where(
      and(
        gte(keyDates.safeDueDate, filter.from),
        lte(keyDates.safeDueDate, filter.to),
        sql`${keyDates.status} <> 'superseded'`,
        filter.visible,
        filter.assigneeId ? eq(keyDates.assigneeId, filter.assigneeId) : undefined,
        filter.caseTypeId ? eq(cases.caseTypeId, filter.caseTypeId) : undefined,
      ),
    )
    .orderBy(asc(keyDates.safeDueDate), asc(keyDates.id))
    .limit(CALENDAR_ROWS + 1);
}

/**
 * The appointments starting in the range (London days, as the bounds), not cancelled: the columns
 * the calendar shows, with each one's London day worked out by PostgreSQL.
 */
export function eventsBetween(db: Db, filter: CalendarFilter) {
  return db
    .select({
      id: calendarEvents.id,
      caseId: calendarEvents.caseId,
      kind: calendarEvents.kind,
      title: calendarEvents.title,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      location: calendarEvents.location,
      interpreterLanguage: calendarEvents.interpreterLanguage,
      interpreterBooked: calendarEvents.interpreterBooked,
      day: sql<string>`to_char(${calendarEvents.startsAt} at time zone 'Europe/London', 'YYYY-MM-DD')`,
      caseTypeName: cases.caseTypeName,
    })
    .from(calendarEvents)
    .innerJoin(cases, eq(cases.id, calendarEvents.caseId))
    .where(
      and(
        sql`${calendarEvents.startsAt} >= (${filter.from}::date)::timestamp at time zone 'Europe/London'`,
        sql`${calendarEvents.startsAt} < (${filter.to}::date + 1)::timestamp at time zone 'Europe/London'`,
        isNull(calendarEvents.cancelledAt),
        filter.visible,
        filter.assigneeId ? eq(cases.solicitorId, filter.assigneeId) : undefined,
        filter.caseTypeId ? eq(cases.caseTypeId, filter.caseTypeId) : undefined,
        filter.kind ? eq(calendarEvents.kind, filter.kind as EventRow['kind']) : undefined,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(CALENDAR_ROWS + 1);
}

/** A new feed for the person, any earlier one revoked: one address works at a time. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: at })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  await db.insert(calendarFeeds).values({ userId, tokenHash, createdAt: at });
}

export async function revokeFeeds(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: at })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
}

/** The person of a feed still working, whose account is not locked. */
export async function feedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt), eq(users.isLocked, false)),
    );
  return row;
}

/**
 * What a person's feed holds: the open key dates given to them (as assignee or supervisor) and the
 * appointments of the cases they work, from a month ago to a year ahead.
 */
export async function feedEntries(db: Db, userId: string, from: string, to: string) {
  const dates = await db
    .select({
      id: keyDates.id,
      caseId: keyDates.caseId,
      ruleKey: keyDates.ruleKey,
      label: keyDates.label,
      date: keyDates.safeDueDate,
      critical: keyDates.critical,
    })
    .from(keyDates)
    .where(
      and(
        eq(keyDates.status, 'open'),
        or(eq(keyDates.assigneeId, userId), eq(keyDates.supervisorId, userId)),
        gte(keyDates.safeDueDate, from),
        lte(keyDates.safeDueDate, to),
      ),
    )
    .orderBy(asc(keyDates.safeDueDate))
    .limit(2000);
  const events = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .innerJoin(cases, eq(cases.id, calendarEvents.caseId))
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        or(eq(cases.solicitorId, userId), eq(calendarEvents.createdBy, userId)),
        sql`${calendarEvents.startsAt} >= ${from}::date`,
        sql`${calendarEvents.startsAt} < ${to}::date + 1`,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(2000);
  return { dates, events: events.map((row) => row.event) };
}
