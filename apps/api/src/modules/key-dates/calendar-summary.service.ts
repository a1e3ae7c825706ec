import { CALENDAR_DAY_COUNT_LIMIT, type CalendarDayTotal, type CalendarItem } from '@docket/contract';
import type { ActorContext } from '../../lib/context.ts';
import { casesNarrowedFor } from '../cases/cases.policy.ts';
import { byDayThenTime, eventItem, keyDateItem } from './calendar-items.ts';
import { dayCounts, firstEventsOfDays, firstKeyDatesOfDays } from './calendar-summary.repository.ts';
import { addDays } from './london-day.ts';

export type CalendarRange = {
  from: string;
  to: string;
  kind?: string | undefined;
  assigneeId?: string | undefined;
  caseTypeId?: number | undefined;
};

/**
 * A range as a month shows it: each day's count (up to the limit a cell says), and its first
 * `perDay` entries (key dates first, then appointments by their start, as the full calendar
 * runs). Its cost follows the days shown, not the dates a firm holds: a firm-wide month of 40,000
 * key dates answers about a hundred items.
 */
export async function calendarSummary(
  ctx: ActorContext,
  query: CalendarRange,
  perDay: number,
): Promise<{ items: CalendarItem[]; through: null; days: CalendarDayTotal[] }> {
  const filter = {
    narrowed: casesNarrowedFor(ctx.actor),
    caseTypeId: query.caseTypeId,
    assigneeId: query.assigneeId,
    eventKind: query.kind === 'key_date' ? undefined : query.kind,
  };
  const wants = { keyDates: !query.kind || query.kind === 'key_date', events: query.kind !== 'key_date' };
  const range: string[] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) range.push(day);
  // Each kind counted one past the limit: past it, the day says "over" and not how many.
  const counts = await dayCounts(ctx.db, filter, range, wants, CALENDAR_DAY_COUNT_LIMIT + 1);
  const withDates = counts.filter((day) => day.keyDates > 0).map((day) => day.date);
  // A day holding perDay key dates shows none of its appointments: they need not be read.
  const withEvents = counts.filter((day) => day.events > 0 && day.keyDates < perDay).map((day) => day.date);
  const [dates, events] = await Promise.all([
    firstKeyDatesOfDays(ctx.db, filter, withDates, perDay),
    firstEventsOfDays(ctx.db, filter, withEvents, perDay),
  ]);
  const items = [
    ...dates.map(keyDateItem),
    ...events.map((row) => eventItem({ ...row, day: row.date })),
  ].sort(byDayThenTime);
  const shown = new Map<string, number>();
  const kept = items.filter((item) => {
    const count = (shown.get(item.date) ?? 0) + 1;
    shown.set(item.date, count);
    return count <= perDay;
  });
  const days = counts
    .map((day) => ({ date: day.date, total: day.keyDates + day.events }))
    .filter((day) => day.total > 0)
    .map((day) =>
      day.total > CALENDAR_DAY_COUNT_LIMIT
        ? { date: day.date, total: CALENDAR_DAY_COUNT_LIMIT, more: true }
        : { ...day, more: false },
    );
  return { items: kept, through: null, days };
}
