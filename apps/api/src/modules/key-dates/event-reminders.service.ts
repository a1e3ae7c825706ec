import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { caseLink } from '../cases/case-notifications.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { unlockedUsers } from '../users/users.service.ts';
import {
  claimEventReminder,
  clientEventsBetween,
  lockClientEvent,
  type ReminderEventRow,
  sentEventReminders,
} from './event-reminders.repository.ts';
import { buildEventReminderEmail, CLIENT_REMINDER_WHEN } from './key-date-emails.ts';
import { dueReminders, REMINDER_HOUR } from './key-date-reminders.service.ts';
import { addDays, londonDay, londonMoment, type PlainDate } from './london-day.ts';

/** Appointments read at once, with a pause for people between pages. */
const PAGE = 200;

type ClientWhen = (typeof CLIENT_REMINDER_WHEN)[number];
type EventReminder = { recipientId: string; audience: 'client'; when: ClientWhen; moment: Date };

/**
 * The reminders of an appointment marked for the client: 3 days and 1 day before its London day,
 * at the hour the key dates' reminders go out, as the key dates marked for her are reminded.
 */
export function eventRemindersOf(event: ReminderEventRow): EventReminder[] {
  const day = londonDay(event.startsAt);
  const days: Record<ClientWhen, PlainDate> = { in3Days: addDays(day, -3), tomorrow: addDays(day, -1) };
  return CLIENT_REMINDER_WHEN.map((when) => ({
    recipientId: event.clientId,
    audience: 'client' as const,
    when,
    moment: londonMoment(days[when], REMINDER_HOUR),
  }));
}

/**
 * An appointment's reminders due now, each claimed by its row in one transaction with its bell and
 * e-mail, so it fires once across instances; none fires for an appointment cancelled, no longer
 * marked for the client or moved meanwhile (its new day has reminders of its own).
 */
async function sendEventReminders(
  ctx: ServiceContext,
  event: ReminderEventRow,
  due: EventReminder[],
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockClientEvent(tx.db, event.id, event.startsAt))) return 0;
    const day = londonDay(event.startsAt);
    let sent = 0;
    for (const reminder of due) {
      const claimed = await claimEventReminder(tx.db, {
        eventId: event.id,
        kind: reminder.when,
        recipientId: reminder.recipientId,
        day,
        sentAt: tx.now(),
      });
      if (!claimed) continue;
      await notify(tx, [reminder.recipientId], {
        kind: 'case.event_reminder',
        caseId: event.caseId,
        params: {
          eventKind: event.kind,
          startsAt: event.startsAt.toISOString(),
          location: event.location ?? '',
          online: event.remoteLink ? 'yes' : '',
          interpreterLanguage: event.interpreterLanguage ?? '',
          interpreterDialect: event.interpreterDialect ?? '',
          interpreterBooked: event.interpreterBooked ? 'yes' : '',
          when: reminder.when,
        },
      });
      const link = caseLink(tx, event.caseId);
      for (const person of await unlockedUsers(tx, [reminder.recipientId]))
        await queueEmail(tx, buildEventReminderEmail(person, { event, link }, tx.services.localeOverrides));
      sent += 1;
    }
    return sent;
  });
}

/**
 * The appointments' part of the `key-date-reminders` schedule: every reminder to a client of an
 * appointment marked for her whose moment has come goes out, once, while its day is still ahead.
 * Cancelled appointments, those for the firm only and those already begun have none.
 */
export async function remindEvents(
  ctx: ServiceContext,
  now: Date,
): Promise<{ appointmentsReminded: number }> {
  const today = londonDay(now);
  // The furthest a reminder looks ahead: an appointment 3 days from today, to its day's end.
  const until = londonMoment(addDays(today, 4), 0);
  let reminded = 0;
  let afterId = 0;
  for (;;) {
    await ctx.services.jobs.pace();
    const page = await clientEventsBetween(ctx.db, { from: now, until }, afterId, PAGE);
    if (page.length === 0) break;
    afterId = page.at(-1)?.id ?? afterId;
    const sent = new Set(
      (
        await sentEventReminders(
          ctx.db,
          page.map((event) => event.id),
        )
      ).map((row) => `${row.eventId}:${row.kind}:${row.recipientId}:${row.day}`),
    );
    for (const event of page) {
      const day = londonDay(event.startsAt);
      // On the appointment's own day, a reminder that it is "tomorrow" would be wrong: none goes out.
      if (day <= today) continue;
      const due = dueReminders(eventRemindersOf(event), now).filter(
        (reminder) => !sent.has(`${event.id}:${reminder.when}:${reminder.recipientId}:${day}`),
      );
      if (due.length > 0) reminded += await sendEventReminders(ctx, event, due);
    }
  }
  return { appointmentsReminded: reminded };
}
