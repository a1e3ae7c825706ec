import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, keyDateReminders, keyDates } from '../../db/schema/index.ts';

/** What a reminder or a missed date's alert says and whom it goes to. */
const reminderFields = {
  id: keyDates.id,
  caseId: keyDates.caseId,
  caseTypeName: cases.caseTypeName,
  clientId: cases.clientId,
  label: keyDates.label,
  ruleKey: keyDates.ruleKey,
  safeDueDate: keyDates.safeDueDate,
  critical: keyDates.critical,
  clientVisible: keyDates.clientVisible,
  assigneeId: keyDates.assigneeId,
  supervisorId: keyDates.supervisorId,
};

export type ReminderDateRow = {
  id: number;
  caseId: number;
  caseTypeName: string;
  clientId: string;
  label: string;
  ruleKey: string | null;
  safeDueDate: string;
  critical: boolean;
  clientVisible: boolean;
  assigneeId: string | null;
  supervisorId: string | null;
};

/** Open key dates whose safe day is from `from` to `until`, after `afterId`, a page at a time by id. */
export function openDatesBetween(
  db: Db,
  range: { from: string; until: string },
  afterId: number,
  limit: number,
): Promise<ReminderDateRow[]> {
  return db
    .select(reminderFields)
    .from(keyDates)
    .innerJoin(cases, eq(cases.id, keyDates.caseId))
    .where(
      and(
        eq(keyDates.status, 'open'),
        gte(keyDates.safeDueDate, range.from),
        lte(keyDates.safeDueDate, range.until),
        gt(keyDates.id, afterId),
      ),
    )
    .orderBy(asc(keyDates.id))
    .limit(limit);
}

/** The ids of open key dates whose safe day is before London's `today`: they are missed. */
export async function openDatesBefore(db: Db, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: keyDates.id })
    .from(keyDates)
    .where(and(eq(keyDates.status, 'open'), lt(keyDates.safeDueDate, today)))
    // In the open dates' index's order: by id, PostgreSQL walked the whole table's primary key
    // to find none (113 ms over 300,000 key dates, against 0.3).
    .orderBy(asc(keyDates.safeDueDate), asc(keyDates.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The reminders already sent for these key dates. */
export function sentReminders(db: Db, keyDateIds: number[]) {
  if (keyDateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      keyDateId: keyDateReminders.keyDateId,
      kind: keyDateReminders.kind,
      recipientId: keyDateReminders.recipientId,
      dueDate: keyDateReminders.dueDate,
    })
    .from(keyDateReminders)
    .where(inArray(keyDateReminders.keyDateId, keyDateIds));
}

/** A key date still open on the same safe day, locked for the reminders that follow: false when it is not. */
export async function lockOpenDate(db: Db, id: number, safeDueDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: keyDates.id })
    .from(keyDates)
    .where(and(eq(keyDates.id, id), eq(keyDates.status, 'open'), eq(keyDates.safeDueDate, safeDueDate)))
    .for('update');
  return rows.length > 0;
}

/**
 * Claims a reminder by recording it: false when it was recorded already (by this instance earlier,
 * or by another at the same moment, whose insert this one waits for).
 */
export async function claimReminder(db: Db, row: typeof keyDateReminders.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(keyDateReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ keyDateId: keyDateReminders.keyDateId });
  return inserted.length > 0;
}

/** Marks an open key date past its safe day missed, once: undefined when it is no longer open or not past. */
export async function markMissed(
  db: Db,
  id: number,
  today: string,
  now: Date,
): Promise<ReminderDateRow | undefined> {
  const [marked] = await db
    .update(keyDates)
    .set({ status: 'missed', updatedAt: now })
    .where(and(eq(keyDates.id, id), eq(keyDates.status, 'open'), lt(keyDates.safeDueDate, today)))
    .returning({ id: keyDates.id });
  if (!marked) return undefined;
  const [row] = await db
    .select(reminderFields)
    .from(keyDates)
    .innerJoin(cases, eq(cases.id, keyDates.caseId))
    .where(eq(keyDates.id, id));
  return row;
}
