import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { requireOpenCase } from './case-access.service.ts';
import { tellClient } from './case-notifications.service.ts';
import type { CaseRow } from './cases.repository.ts';
import { type ItemRow, neededItems } from './checklist.repository.ts';
import {
  dueCases,
  findCaseForReminder,
  insertReminder,
  markRemindedThrough,
} from './reminders.repository.ts';

/**
 * Cases a backlog reminds a second, at most: the round spreads its case-reminders jobs this far
 * apart, so 50,000 cases with documents missing (an import, a restart after a pause) take some 33
 * minutes, not one storm of e-mail while people wait on their screens.
 */
export const REMINDERS_PER_SECOND = 25;

async function remind(
  ctx: ServiceContext,
  row: CaseRow,
  items: ItemRow[],
  kind: 'automatic' | 'manual',
): Promise<boolean> {
  const reminder = await insertReminder(ctx.db, {
    caseId: row.id,
    kind,
    sentOn: today(ctx),
    sentAt: ctx.now(),
    sentBy: ctx.actor?.userId ?? null,
    itemIds: items.map((item) => item.id),
  });
  // Another instance decided the case first: only the one that recorded it sends.
  if (reminder === null) return false;
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
 * Reminds one case if it is still due (the `case-reminders` job): decided, recorded and its e-mail
 * queued in one transaction, so two instances send once. False when there was nothing to send, or
 * another instance sent it.
 */
export function remindCase(ctx: ServiceContext, caseId: number): Promise<boolean> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const found = await findCaseForReminder(tx.db, caseId);
    if (!found || found.row.status === 'Closed') return false;
    const items = await neededItems(tx.db, caseId);
    if (items.length === 0) return false;
    if (!(await remind(tx, found.row, items, 'automatic'))) return false;
    await markRemindedThrough(tx.db, items, found.reminderDays, now);
    return true;
  });
}

/**
 * One round of automatic reminders (the `reminder-round` job): every open case with a needed
 * document past a reminder day, and no reminder yet today, gets a `case-reminders` job, spread
 * REMINDERS_PER_SECOND apart so that a backlog goes out over time. While the last round's jobs
 * still wait, the round queues nothing: their cases would be queued twice. Answers how many cases
 * it queued.
 */
export async function queueReminderRound(
  ctx: ServiceContext,
  perSecond = REMINDERS_PER_SECOND,
): Promise<number> {
  if ((await ctx.services.jobs.waiting('case-reminders')) > 0) return 0;
  const now = ctx.now();
  const day = today(ctx);
  let queued = 0;
  let afterId = 0;
  for (;;) {
    // Each piece is a statement over the cases and one inserting its jobs: a backlog of 50,000
    // is 250 of them, which a server just started would otherwise run back to back while it answers.
    await ctx.services.jobs.pace();
    const batch = await dueCases(ctx.db, now, day, afterId);
    if (batch.length === 0) return queued;
    await ctx.services.jobs.sendMany(
      ctx,
      'case-reminders',
      batch.map(({ id }, i) => ({
        data: { caseId: id },
        // A second's worth at once, the next second's after it.
        startAfter: new Date(now.getTime() + Math.floor((queued + i) / perSecond) * 1000),
      })),
    );
    queued += batch.length;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
