import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents, cases, eventReminders } from '../../db/schema/index.ts';

/** What an appointment's reminder to the client says, and whom it goes to: never the firm's title. */
const reminderFields = {
  id: calendarEvents.id,
  caseId: calendarEvents.caseId,
  clientId: cases.clientId,
  kind: calendarEvents.kind,
  startsAt: calendarEvents.startsAt,
  location: calendarEvents.location,
  remoteLink: calendarEvents.remoteLink,
  interpreterLanguage: calendarEvents.interpreterLanguage,
  interpreterDialect: calendarEvents.interpreterDialect,
  interpreterBooked: calendarEvents.interpreterBooked,
};

export type ReminderEventRow = {
  id: number;
  caseId: number;
  clientId: string;
  kind: (typeof calendarEvents.$inferSelect)['kind'];
  startsAt: Date;
  location: string | null;
  remoteLink: string | null;
  interpreterLanguage: string | null;
  interpreterDialect: string | null;
  interpreterBooked: boolean;
};

/**
 * Appointments marked for the client, not cancelled, starting after `from` and at the latest at
 * `until`, after `afterId`, a page at a time by id.
 */
export function clientEventsBetween(
  db: Db,
  range: { from: Date; until: Date },
  afterId: number,
  limit: number,
): Promise<ReminderEventRow[]> {
  return db
    .select(reminderFields)
    .from(calendarEvents)
    .innerJoin(cases, eq(cases.id, calendarEvents.caseId))
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        eq(calendarEvents.clientVisible, true),
        // A case anonymised for an erasure has no client to remind any more.
        isNull(cases.anonymisedAt),
        gt(calendarEvents.startsAt, range.from),
        lte(calendarEvents.startsAt, range.until),
        gt(calendarEvents.id, afterId),
      ),
    )
    .orderBy(asc(calendarEvents.id))
    .limit(limit);
}

/** The reminders already sent for these appointments. */
export function sentEventReminders(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: eventReminders.eventId,
      kind: eventReminders.kind,
      recipientId: eventReminders.recipientId,
      day: eventReminders.day,
    })
    .from(eventReminders)
    .where(inArray(eventReminders.eventId, eventIds));
}

/**
 * An appointment still marked for the client, not cancelled and at the same moment, locked for the
 * reminders that follow: false when it is not.
 */
export async function lockClientEvent(db: Db, id: number, startsAt: Date): Promise<boolean> {
  const rows = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.id, id),
        isNull(calendarEvents.cancelledAt),
        eq(calendarEvents.clientVisible, true),
        eq(calendarEvents.startsAt, startsAt),
      ),
    )
    .for('update');
  return rows.length > 0;
}

/** Claims an appointment's reminder by recording it: false when it was recorded already. */
export async function claimEventReminder(db: Db, row: typeof eventReminders.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(eventReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: eventReminders.eventId });
  return inserted.length > 0;
}
