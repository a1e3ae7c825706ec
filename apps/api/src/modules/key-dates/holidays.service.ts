import type { Holiday, HolidayChange } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { ENGLAND_AND_WALES_BANK_HOLIDAYS, holidayCalendar } from './england-and-wales-holidays.ts';
import { BankHolidaysFileError, parseGovUkBankHolidays } from './govuk-bank-holidays.ts';
import {
  allHolidayRows,
  type HolidayRow,
  insertHolidays,
  markHolidayRemoved,
  restoreHoliday,
} from './holidays.repository.ts';
import { addDays } from './london-day.ts';
import { recountOpenKeyDates } from './recount.service.ts';
import { addWorkingDays, type HolidayCalendar, workingDaysBefore } from './working-days.ts';

/**
 * The holidays Docket ships (England and Wales, 2020 to 2028) go into the table the first time it
 * is read, once: a shipped day an administrator removed is kept as removed, not put back.
 */
async function holidayRows(ctx: ServiceContext): Promise<HolidayRow[]> {
  const rows = await allHolidayRows(ctx.db);
  if (rows.some((row) => row.source === 'shipped')) return rows;
  await insertHolidays(
    ctx.db,
    ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => ({
      date: holiday.date,
      title: holiday.title,
      source: 'shipped' as const,
      addedAt: ctx.now(),
      addedBy: null,
    })),
  );
  return allHolidayRows(ctx.db);
}

/** The days working days skip besides weekends, by date with their titles. */
export async function workingDayCalendar(ctx: ServiceContext): Promise<HolidayCalendar> {
  return holidayCalendar((await holidayRows(ctx)).filter((row) => row.removedAt === null));
}

/** An offset from a day: so many working days (the firm's table) or calendar days, before or after it. */
export type DayOffset = {
  amount: number;
  unit: 'working_days' | 'calendar_days';
  direction: 'before' | 'after';
};

/**
 * Counts offsets from days with the firm's working-day calendar, read once: a task template's
 * "5 working days before the appeal deadline" (decision 048). Working days before a day end on a
 * working day; zero is the day itself.
 */
export async function dayOffsetCounter(
  ctx: ServiceContext,
): Promise<(from: string, offset: DayOffset) => string> {
  const calendar = await workingDayCalendar(ctx);
  return (from, { amount, unit, direction }) => {
    if (unit === 'calendar_days') return addDays(from, direction === 'before' ? -amount : amount);
    return direction === 'before'
      ? workingDaysBefore(from, amount, calendar)
      : addWorkingDays(from, amount, calendar).result;
  };
}

/** How long the Deadlines queue may use the calendar it read last (another instance's change shows within it). */
const QUEUE_CALENDAR_MS = 60_000;
const queueCalendars = new WeakMap<object, { at: number; calendar: HolidayCalendar }>();

/**
 * The calendar for the Deadlines queue's "within 2 working days", read at most once a minute per
 * database: the queue is the hottest read of key dates, and a day added is seen by its next
 * minute. Counting a date always reads the table (workingDayCalendar).
 */
export async function queueWorkingDayCalendar(ctx: ServiceContext): Promise<HolidayCalendar> {
  const now = ctx.now().getTime();
  const kept = queueCalendars.get(ctx.db);
  if (kept && now >= kept.at && now - kept.at < QUEUE_CALENDAR_MS) return kept.calendar;
  const calendar = await workingDayCalendar(ctx);
  queueCalendars.set(ctx.db, { at: now, calendar });
  return calendar;
}

export async function listHolidays(ctx: ServiceContext): Promise<{ holidays: Holiday[] }> {
  const rows = (await holidayRows(ctx)).filter((row) => row.removedAt === null);
  return { holidays: rows.map((row) => ({ date: row.date, title: row.title, source: row.source })) };
}

/** A change of the holidays, then every open counted date counted again with the new table. */
async function changeHolidays(
  ctx: ActorContext,
  change: (txCtx: ActorContext) => Promise<{ added: number; removed: number; details: object }>,
): Promise<HolidayChange> {
  return inTransaction(ctx, async (txCtx) => {
    await holidayRows(txCtx);
    const { added, removed, details } = await change(txCtx);
    const recount = await recountOpenKeyDates(txCtx, await workingDayCalendar(txCtx));
    // This instance's queue sees the change at once (the transaction's db is not the app's).
    queueCalendars.delete(ctx.db);
    await recordAudit(
      txCtx,
      'holidays.changed',
      { type: 'holidays', id: 'england-and-wales' },
      {
        ...details,
        added,
        removed,
        ...recount,
      },
    );
    return { added, removed, ...recount };
  });
}

export function addHoliday(
  ctx: ActorContext,
  input: { date: string; title: string },
): Promise<HolidayChange> {
  return changeHolidays(ctx, async (txCtx) => {
    const row = {
      date: input.date,
      title: input.title,
      source: 'manual' as const,
      addedAt: txCtx.now(),
      addedBy: txCtx.actor.userId,
    };
    const added = (await insertHolidays(txCtx.db, [row])) > 0 || (await restoreHoliday(txCtx.db, row));
    if (!added) throw new AppError('HOLIDAY_EXISTS');
    return { added: 1, removed: 0, details: { date: input.date, title: input.title } };
  });
}

export function deleteHoliday(ctx: ActorContext, input: { date: string }): Promise<HolidayChange> {
  return changeHolidays(ctx, async (txCtx) => {
    if (!(await markHolidayRemoved(txCtx.db, input.date, txCtx.actor.userId, txCtx.now())))
      throw new AppError('HOLIDAY_NOT_FOUND');
    return { added: 0, removed: 1, details: { date: input.date } };
  });
}

/**
 * gov.uk's bank-holidays.json, uploaded by an administrator (Docket fetches nothing at run time):
 * its England and Wales days not recorded yet are added. A day an administrator removed stays
 * removed: the firm decided about that day itself.
 */
export function importHolidays(ctx: ActorContext, file: unknown): Promise<HolidayChange> {
  let events: ReturnType<typeof parseGovUkBankHolidays>;
  try {
    events = parseGovUkBankHolidays(file);
  } catch (error) {
    if (error instanceof BankHolidaysFileError) throw new AppError('HOLIDAY_FILE_INVALID');
    throw error;
  }
  return changeHolidays(ctx, async (txCtx) => {
    const added = await insertHolidays(
      txCtx.db,
      events.map((event) => ({
        date: event.date,
        title: event.title,
        source: 'govuk-feed' as const,
        addedAt: txCtx.now(),
        addedBy: txCtx.actor.userId,
      })),
    );
    return { added, removed: 0, details: { imported: events.length } };
  });
}
