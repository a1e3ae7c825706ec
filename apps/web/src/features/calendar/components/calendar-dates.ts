/**
 * The calendar's days, as London's YYYY-MM-DD, counted in UTC so that no clock change or
 * browser time zone moves a day. Weeks run Monday to Sunday, as in England.
 */

export type CalendarView = 'month' | 'week' | 'agenda';
export const VIEWS: readonly CalendarView[] = ['month', 'week', 'agenda'];

/** The agenda's span: four weeks from the day chosen. */
export const AGENDA_DAYS = 28;

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asDate(value).getTime());
}

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

/** The same day of another month, kept inside it (31 March less a month is 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const date = asDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return asDay(target);
}

/** The Monday of the day's week. */
export function startOfWeek(day: string): string {
  const weekday = (asDate(day).getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
  return addDays(day, -weekday);
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

export function endOfMonth(day: string): string {
  const date = asDate(day);
  return asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first and last day a view shows: a month's whole weeks, a week, or the agenda's four weeks. */
export function rangeOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') {
    const from = startOfWeek(day);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: day, to: addDays(day, AGENDA_DAYS - 1) };
  const from = startOfWeek(startOfMonth(day));
  return { from, to: addDays(startOfWeek(endOfMonth(day)), 6) };
}

/** The day the previous or next page of a view starts from. */
export function step(view: CalendarView, day: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(startOfMonth(day), direction);
  return addDays(day, direction * (view === 'week' ? 7 : AGENDA_DAYS));
}

/** The month grid's weeks, each seven days from Monday. */
export function monthWeeks(day: string): string[][] {
  const { from, to } = rangeOf('month', day);
  const days = daysBetween(from, to);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
