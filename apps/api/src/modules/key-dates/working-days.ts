import { addDays, isWeekend, type PlainDate } from './london-day.ts';

/**
 * The holidays a count skips: a set of dates, or a map of dates to their titles so a step can say
 * which holiday it was. The caller passes the firm's table (the shipped one, or gov.uk's imported).
 */
export type HolidayCalendar = ReadonlySet<PlainDate> | ReadonlyMap<PlainDate, string>;

export type NonWorkingReason = { reason: 'weekend' } | { reason: 'holiday'; holidayTitle?: string };

/** Why a day is not a working day, or null when it is one. A holiday on a weekend reads as a weekend. */
export function nonWorkingReason(date: PlainDate, holidays: HolidayCalendar): NonWorkingReason | null {
  if (isWeekend(date)) return { reason: 'weekend' };
  if (!holidays.has(date)) return null;
  const title = holidays instanceof Map ? holidays.get(date) : undefined;
  return title === undefined ? { reason: 'holiday' } : { reason: 'holiday', holidayTitle: title };
}

export const isWorkingDay = (date: PlainDate, holidays: HolidayCalendar): boolean =>
  nonWorkingReason(date, holidays) === null;

/**
 * `days` working days after `from`, as HMCTS's DueDateService.addWorkingDays counts them: step a
 * day at a time and count only Monday to Friday that are not holidays. Day 0 is `from` itself, so
 * zero working days is `from` whatever day it is.
 */
export function addWorkingDays(
  from: PlainDate,
  days: number,
  holidays: HolidayCalendar,
): { result: PlainDate; holidaysSkipped: { date: PlainDate; title?: string }[] } {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a number of working days: ${days}`);
  const holidaysSkipped: { date: PlainDate; title?: string }[] = [];
  let date = from;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    const why = nonWorkingReason(date, holidays);
    if (why === null) left -= 1;
    else if (why.reason === 'holiday') {
      holidaysSkipped.push(why.holidayTitle === undefined ? { date } : { date, title: why.holidayTitle });
    }
  }
  return { result: date, holidaysSkipped };
}

/** The first working day after `date`. */
export function nextWorkingDay(date: PlainDate, holidays: HolidayCalendar): PlainDate {
  return addWorkingDays(date, 1, holidays).result;
}

/** The working day `days` working days before `to` (a reminder "2 working days before"). */
export function workingDaysBefore(to: PlainDate, days: number, holidays: HolidayCalendar): PlainDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a number of working days: ${days}`);
  let date = to;
  let left = days;
  while (left > 0) {
    date = addDays(date, -1);
    if (isWorkingDay(date, holidays)) left -= 1;
  }
  return date;
}
