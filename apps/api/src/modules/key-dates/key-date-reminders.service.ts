import type { Notification } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { caseLink } from '../cases/case-notifications.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { activeAdminIds, unlockedUsers } from '../users/users.service.ts';
import { workingDayCalendar } from './holidays.service.ts';
import {
  buildKeyDateEmail,
  CLIENT_REMINDER_WHEN,
  type KeyDateEmailKind,
  type ReminderWhen,
  STAFF_REMINDER_WHEN,
} from './key-date-emails.ts';
import {
  claimReminder,
  lockOpenDate,
  markMissed,
  openDatesBefore,
  openDatesBetween,
  type ReminderDateRow,
  sentReminders,
} from './key-date-reminders.repository.ts';
import { insertKeyDateChange } from './key-dates.repository.ts';
import { addDays, londonDay, londonMoment, type PlainDate } from './london-day.ts';
import { addWorkingDays, type HolidayCalendar, workingDaysBefore } from './working-days.ts';

/** A reminder goes out from this hour of its London day. */
export const REMINDER_HOUR = 8;
/** Key dates read at once, with a pause for people between pages. */
const PAGE = 200;

type Audience = 'staff' | 'client';
type Reminder = { recipientId: string; audience: Audience; when: ReminderWhen; moment: Date };
/** What choosing the reminders due needs of one: a key date's, or an appointment's (event-reminders.service.ts). */
type Timed = { recipientId: string; audience: Audience; moment: Date };

/** The day each reminder of a date falls on: `safe` is the date's safe day in London's calendar. */
function reminderDays(safe: PlainDate, calendar: HolidayCalendar): Record<ReminderWhen, PlainDate> {
  return {
    in7Days: addDays(safe, -7),
    in2WorkingDays: workingDaysBefore(safe, 2, calendar),
    in1WorkingDay: workingDaysBefore(safe, 1, calendar),
    today: safe,
    in3Days: addDays(safe, -3),
    tomorrow: addDays(safe, -1),
  };
}

/**
 * Every reminder a key date has, with its moment (08:00 London time on its day): to its assignee
 * 7 days, 2 working days and 1 working day before and on the day; to the supervisor of a critical
 * date from 2 working days before; to the client of one marked for her 3 days and 1 day before.
 */
export function remindersOf(keyDate: ReminderDateRow, calendar: HolidayCalendar): Reminder[] {
  const days = reminderDays(keyDate.safeDueDate, calendar);
  const at = (when: ReminderWhen) => londonMoment(days[when], REMINDER_HOUR);
  const reminders: Reminder[] = [];
  if (keyDate.assigneeId)
    for (const when of STAFF_REMINDER_WHEN)
      reminders.push({ recipientId: keyDate.assigneeId, audience: 'staff', when, moment: at(when) });
  if (keyDate.critical && keyDate.supervisorId)
    for (const when of STAFF_REMINDER_WHEN.slice(1))
      reminders.push({ recipientId: keyDate.supervisorId, audience: 'staff', when, moment: at(when) });
  if (keyDate.clientVisible)
    for (const when of CLIENT_REMINDER_WHEN)
      reminders.push({ recipientId: keyDate.clientId, audience: 'client', when, moment: at(when) });
  return reminders;
}

/**
 * The reminders due now: for each recipient the latest whose moment has come. One whose moment
 * passed while nobody ran (the server was down) goes out late, but of several passed at once
 * only the latest: "in 7 days" is no use once "tomorrow" is due.
 */
export function dueReminders<R extends Timed>(reminders: R[], now: Date): R[] {
  const latest = new Map<string, R>();
  for (const reminder of reminders) {
    if (reminder.moment > now) continue;
    const key = `${reminder.audience}:${reminder.recipientId}`;
    const before = latest.get(key);
    if (!before || reminder.moment >= before.moment) latest.set(key, reminder);
  }
  return [...latest.values()];
}

/** The bell and an e-mail in each recipient's language, in the caller's transaction. */
async function tell(
  ctx: ServiceContext,
  keyDate: ReminderDateRow,
  recipients: string[],
  kind: KeyDateEmailKind,
  when?: ReminderWhen,
): Promise<void> {
  const bell: Record<KeyDateEmailKind, Notification['kind']> = {
    reminder: 'key_date.reminder',
    missed: 'key_date.missed',
    clientReminder: 'key_date.client_reminder',
  };
  await notify(ctx, recipients, {
    kind: bell[kind],
    caseId: keyDate.caseId,
    params: {
      label: keyDate.label,
      ruleKey: keyDate.ruleKey ?? '',
      due: keyDate.safeDueDate,
      ...(when ? { when } : {}),
    },
  });
  const link = caseLink(ctx, keyDate.caseId);
  for (const person of await unlockedUsers(ctx, [...new Set(recipients)])) {
    await queueEmail(
      ctx,
      buildKeyDateEmail(
        kind,
        person,
        { keyDate, caseId: keyDate.caseId, caseType: keyDate.caseTypeName, link, ...(when ? { when } : {}) },
        ctx.services.localeOverrides,
      ),
    );
  }
}

/**
 * An open key date past its safe day becomes missed, once across instances (the update that makes
 * it so is the claim): the change is kept, audited, and its assignee, its supervisor and every
 * active administrator are told.
 */
async function markDateMissed(ctx: ServiceContext, id: number, today: PlainDate): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const keyDate = await markMissed(tx.db, id, today, tx.now());
    if (!keyDate) return false;
    await insertKeyDateChange(tx.db, {
      keyDateId: keyDate.id,
      kind: 'missed',
      oldDue: keyDate.safeDueDate,
      byId: null,
      at: tx.now(),
    });
    await recordAudit(
      tx,
      'key_date.missed',
      { type: 'case', id: String(keyDate.caseId) },
      { keyDateId: keyDate.id, label: keyDate.label, dueDate: keyDate.safeDueDate },
    );
    const admins = await activeAdminIds(tx);
    const recipients = [keyDate.assigneeId, keyDate.supervisorId, ...admins].filter(
      (recipient): recipient is string => !!recipient,
    );
    await tell(tx, keyDate, [...new Set(recipients)], 'missed');
    return true;
  });
}

/**
 * A key date's reminders due now, each claimed by its row in one transaction with its bell and
 * e-mail: a reminder fires once across instances, and none fires for a date no longer open or
 * moved meanwhile (its new day has reminders of its own). Answers how many went out.
 */
async function sendReminders(
  ctx: ServiceContext,
  keyDate: ReminderDateRow,
  due: Reminder[],
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockOpenDate(tx.db, keyDate.id, keyDate.safeDueDate))) return 0;
    let sent = 0;
    for (const reminder of due) {
      const claimed = await claimReminder(tx.db, {
        keyDateId: keyDate.id,
        kind: reminder.when,
        recipientId: reminder.recipientId,
        dueDate: keyDate.safeDueDate,
        sentAt: tx.now(),
      });
      if (!claimed) continue;
      await tell(
        tx,
        keyDate,
        [reminder.recipientId],
        reminder.audience === 'client' ? 'clientReminder' : 'reminder',
        reminder.when,
      );
      sent += 1;
    }
    return sent;
  });
}

/**
 * The `key-date-reminders` schedule: open key dates past their day become missed, then every
 * reminder whose moment has come goes out. Done, waived, superseded and missed dates have none.
 */
export async function remindKeyDates(
  ctx: ServiceContext,
  now: Date,
): Promise<{ missed: number; reminded: number }> {
  const today = londonDay(now);
  const calendar = await workingDayCalendar(ctx);
  let missed = 0;
  for (;;) {
    await ctx.services.jobs.pace();
    const ids = await openDatesBefore(ctx.db, today, PAGE);
    let marked = 0;
    for (const id of ids) if (await markDateMissed(ctx, id, today)) marked += 1;
    missed += marked;
    // Another instance may have marked the page meanwhile; when none of it was left, the next page is the same.
    if (ids.length < PAGE || marked === 0) break;
  }
  // The furthest a reminder looks ahead: 7 days, or 2 working days where holidays make that longer.
  const sevenDays = addDays(today, 7);
  const twoWorkingDays = addWorkingDays(today, 2, calendar).result;
  const until = sevenDays > twoWorkingDays ? sevenDays : twoWorkingDays;
  let reminded = 0;
  let afterId = 0;
  for (;;) {
    await ctx.services.jobs.pace();
    const page = await openDatesBetween(ctx.db, { from: today, until }, afterId, PAGE);
    if (page.length === 0) break;
    afterId = page.at(-1)?.id ?? afterId;
    const sent = new Set(
      (
        await sentReminders(
          ctx.db,
          page.map((keyDate) => keyDate.id),
        )
      ).map((row) => `${row.keyDateId}:${row.kind}:${row.recipientId}:${row.dueDate}`),
    );
    for (const keyDate of page) {
      const due = dueReminders(remindersOf(keyDate, calendar), now).filter(
        (reminder) =>
          !sent.has(`${keyDate.id}:${reminder.when}:${reminder.recipientId}:${keyDate.safeDueDate}`),
      );
      if (due.length > 0) reminded += await sendReminders(ctx, keyDate, due);
    }
  }
  return { missed, reminded };
}
