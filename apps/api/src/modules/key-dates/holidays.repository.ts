import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidayDays, ruleVerifications, users } from '../../db/schema/index.ts';

export type HolidayRow = typeof holidayDays.$inferSelect;

/** Every holiday ever recorded, removed ones too (a removed shipped day must not come back). */
export function allHolidayRows(db: Db): Promise<HolidayRow[]> {
  return db.select().from(holidayDays).orderBy(asc(holidayDays.date));
}

/** Adds the days not recorded yet; a day recorded (or removed) before is left as it is. */
export async function insertHolidays(
  db: Db,
  rows: Array<Pick<HolidayRow, 'date' | 'title' | 'source' | 'addedAt' | 'addedBy'>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(holidayDays)
    .values(rows)
    .onConflictDoNothing()
    .returning({ date: holidayDays.date });
  return inserted.length;
}

/** A removed day added again: it counts again, under its new title and source. */
export async function restoreHoliday(
  db: Db,
  row: Pick<HolidayRow, 'date' | 'title' | 'source' | 'addedAt' | 'addedBy'>,
): Promise<boolean> {
  const restored = await db
    .update(holidayDays)
    .set({ ...row, removedAt: null, removedBy: null })
    .where(and(eq(holidayDays.date, row.date), sql`${holidayDays.removedAt} is not null`))
    .returning({ date: holidayDays.date });
  return restored.length > 0;
}

export async function markHolidayRemoved(db: Db, date: string, by: string, at: Date): Promise<boolean> {
  const removed = await db
    .update(holidayDays)
    .set({ removedAt: at, removedBy: by })
    .where(and(eq(holidayDays.date, date), isNull(holidayDays.removedAt)))
    .returning({ date: holidayDays.date });
  return removed.length > 0;
}

/** Who verified each rule version, by name. */
export function ruleVerificationRows(db: Db) {
  return db
    .select({
      ruleKey: ruleVerifications.ruleKey,
      ruleVersion: ruleVerifications.ruleVersion,
      verifiedAt: ruleVerifications.verifiedAt,
      verifiedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(ruleVerifications)
    .leftJoin(users, eq(users.id, ruleVerifications.verifiedBy));
}

export async function insertRuleVerification(
  db: Db,
  row: typeof ruleVerifications.$inferInsert,
): Promise<void> {
  await db.insert(ruleVerifications).values(row).onConflictDoNothing();
}
