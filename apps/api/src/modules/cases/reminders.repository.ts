import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseReminders, cases, caseTypes } from '../../db/schema/index.ts';
import { neededItemSql } from './cases.read-model.ts';
import type { ItemRow } from './checklist.repository.ts';

/** Cases the reminder round decides in one statement. */
export const DUE_CASES_BATCH = 200;

/**
 * Records a reminder of the case. Two instances deciding the same case at once insert one row of
 * an automatic reminder a day; answers its id, or null when another was there first (decision 025).
 */
export async function insertReminder(
  db: Db,
  values: {
    caseId: number;
    kind: 'automatic' | 'manual';
    sentOn: string;
    sentAt: Date;
    sentBy: string | null;
    itemIds: number[];
  },
): Promise<number | null> {
  const [reminder] = await db
    .insert(caseReminders)
    .values(values)
    .onConflictDoNothing({
      target: [caseReminders.caseId, caseReminders.sentOn],
      where: sql`${caseReminders.kind} = 'automatic'`,
    })
    .returning({ id: caseReminders.id });
  return reminder?.id ?? null;
}

/**
 * Open cases with a needed item (required and missing, or sent back; decision 025) that has reached
 * a reminder day it was not yet reminded for, and no reminder today; after `afterId`, in order of id.
 */
export function dueCases(db: Db, now: Date, day: string, afterId: number) {
  return db
    .select({ id: cases.id })
    .from(cases)
    .where(
      sql`${cases.id} > ${afterId} and ${cases.status} <> 'Closed' and ${cases.neededCount} > 0
        and not exists (select 1 from case_reminders r where r.case_id = ${cases.id} and r.sent_on = ${day})
        and exists (
          select 1 from checklist_items i
          join case_types ct on ct.id = ${cases.caseTypeId}
          cross join lateral unnest(ct.reminder_days) as day
          where i.case_id = ${cases.id}
            and ${neededItemSql('i')}
            and i.needed_since is not null and day > i.reminded_through_day
            and i.needed_since + day * interval '24 hours' <= ${now})`,
    )
    .orderBy(cases.id)
    .limit(DUE_CASES_BATCH);
}

/** The case and its type's reminder days, for deciding one case's reminder. */
export async function findCaseForReminder(db: Db, caseId: number) {
  const [found] = await db
    .select({ row: cases, reminderDays: caseTypes.reminderDays })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
    .where(eq(cases.id, caseId));
  return found ?? null;
}

/**
 * Marks each of the reminded items past the latest of the reminder days it has reached by `now`, so
 * that a late round does not send the missed ones one a day. Days are 24 hours, as in the round's
 * query, so a change of the clocks moves nothing.
 */
export async function markRemindedThrough(
  db: Db,
  items: ItemRow[],
  reminderDays: number[],
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update checklist_items i set reminded_through_day = reached.day
    from (
      select r.id, max(day) as day
      from checklist_items r
      cross join unnest(${sql.param(reminderDays)}::smallint[]) as day
      where r.id = any(${sql.param(items.map((item) => item.id))}::integer[])
        and r.needed_since is not null and r.needed_since + day * interval '24 hours' <= ${now}
      group by r.id) reached
    where i.id = reached.id and reached.day > i.reminded_through_day and i.state in ('Missing', 'Rejected')`);
}
