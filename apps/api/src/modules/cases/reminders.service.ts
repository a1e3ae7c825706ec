import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseReminders, cases, caseTypes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { requireOpenCase } from './case-detail.service.ts';
import { tellClient } from './case-messages.ts';
import type { CaseRow } from './cases.repository.ts';
import { type ItemRow, neededItems } from './checklist.repository.ts';
import { neededItemSql } from './checklist-rules.ts';

/** Cases decided in one statement; the round goes on until none is left. */
const BATCH = 200;

async function remind(
  ctx: ServiceContext,
  row: CaseRow,
  items: ItemRow[],
  kind: 'automatic' | 'manual',
): Promise<boolean> {
  const [reminder] = await ctx.db
    .insert(caseReminders)
    .values({
      caseId: row.id,
      kind,
      sentOn: today(ctx),
      sentAt: ctx.now(),
      sentBy: ctx.actor?.userId ?? null,
      itemIds: items.map((item) => item.id),
    })
    // Two instances deciding the same case at once insert one row; only the one that did sends
    // (decision 025).
    .onConflictDoNothing({
      target: [caseReminders.caseId, caseReminders.sentOn],
      where: sql`${caseReminders.kind} = 'automatic'`,
    })
    .returning({ id: caseReminders.id });
  if (!reminder) return false;
  await tellClient(ctx, row, 'reminder', {
    items: items.map((item) => ({
      name: item.name,
      reasonCode: item.reasonCode,
      reason: item.reason,
      dueDate: item.dueDate,
    })),
  });
  await recordAudit(
    ctx,
    'document.reminder_sent',
    { type: 'case', id: row.id },
    {
      kind,
      itemIds: items.map((item) => item.id),
    },
  );
  return true;
}

/** "Send a reminder now": the client is e-mailed and notified of every document still needed. */
export async function sendReminderNow(ctx: ActorContext, caseId: number): Promise<number[]> {
  const row = await requireOpenCase(ctx, caseId);
  const items = await neededItems(ctx.db, caseId);
  if (items.length === 0) throw new AppError('NOTHING_TO_REMIND');
  await inTransaction(ctx, (tx) => remind(tx, row, items, 'manual'));
  return items.map((item) => item.id);
}

/**
 * Open cases with a needed item (required and missing, or sent back; decision 025) that has reached
 * a reminder day it was not yet reminded for, and no reminder today.
 */
function dueCases(db: Db, now: Date, day: string, afterId: number) {
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
    .limit(BATCH);
}

/**
 * Marks each of the reminded items past the latest of the reminder days it has reached by `now`, so
 * that a late round does not send the missed ones one a day. Days are 24 hours, as in the round's
 * query, so a change of the clocks moves nothing.
 */
async function markRemindedThrough(
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

/** Reminds one case if it is still due; false when there was nothing to send, or another instance sent it. */
function remindCase(ctx: ServiceContext, caseId: number, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select({ row: cases, reminderDays: caseTypes.reminderDays })
      .from(cases)
      .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
      .where(eq(cases.id, caseId));
    if (!found || found.row.status === 'Closed') return false;
    const items = await neededItems(tx.db, caseId);
    if (items.length === 0) return false;
    if (!(await remind(tx, found.row, items, 'automatic'))) return false;
    await markRemindedThrough(tx.db, items, found.reminderDays, now);
    return true;
  });
}

/**
 * One round of automatic reminders: every open case with a needed document past a reminder day,
 * and no reminder yet today, gets one, listing all it still needs. Each case is decided, recorded
 * and its e-mail queued in one transaction, so a round cut short loses nothing and two instances
 * running at once send once. A case that fails is logged and left for the next round; it does not
 * hold back the others. Answers how many cases were reminded.
 */
export async function runReminderRound(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const day = today(ctx);
  let reminded = 0;
  // Through the cases in order of id, so that cases that failed (and so are still due) are passed
  // over rather than met again: however many fail, every due case is reached once per round.
  let afterId = 0;
  for (;;) {
    const batch = await dueCases(ctx.db, now, day, afterId);
    if (batch.length === 0) return reminded;
    for (const { id } of batch) {
      afterId = id;
      const sent = await remindCase(ctx, id, now).catch((error: unknown) => {
        ctx.log.error({ err: error, caseId: id }, 'reminder for a case failed');
        return false;
      });
      if (sent) reminded += 1;
    }
  }
}
