/**
 * Deadlines run in London's calendar days. Docket's `dayOf` (lib/day.ts) takes the UTC day, which
 * during British Summer Time puts a decision e-mailed between midnight and 01:00 on the day before:
 * a day lost from a 14-day appeal window. Here a moment becomes its London day once, and from then
 * on dates are plain 'YYYY-MM-DD' strings whose arithmetic is done at UTC midnight, where no clock
 * change can add or lose an hour and so slip a day.
 */

/** A plain calendar date, 'YYYY-MM-DD'. */
export type PlainDate = string;

/** A moment (a Date, or an ISO date-time with its offset) or a plain London date. */
export type DateInput = PlainDate | Date;

const DAY_MS = 86_400_000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time must say its offset: without one, nobody can tell which day it was in London. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it was in London at a moment: 23:30 UTC on 30 June is 00:30 BST on 1 July, so 1 July. */
export function londonDay(moment: Date): PlainDate {
  if (Number.isNaN(moment.getTime())) throw new RangeError('Not a moment in time');
  const parts = LONDON_PARTS.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function fields(date: PlainDate): { year: number; month: number; day: number } {
  const match = PLAIN_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No such day: ${date}`);
  }
  return { year, month, day };
}

const utcMidnight = (date: PlainDate): number => {
  const { year, month, day } = fields(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtc = (ms: number): PlainDate => new Date(ms).toISOString().slice(0, 10);

/** The number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A plain date checked to be a real day; a moment becomes its London day. */
export function toPlainDate(value: DateInput): PlainDate {
  if (value instanceof Date) return londonDay(value);
  if (PLAIN_DATE.test(value)) {
    fields(value);
    return value;
  }
  if (DATE_TIME_WITH_OFFSET.test(value)) return londonDay(new Date(value));
  throw new RangeError(`Not a date (YYYY-MM-DD) or a date-time with its offset: ${value}`);
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromUtc(utcMidnight(date) + days * DAY_MS);
}

/** 0 for Sunday to 6 for Saturday, as Date.getDay. */
export function dayOfWeek(date: PlainDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

export function isWeekend(date: PlainDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/**
 * The corresponding day `months` later; when that month is too short for it (31 January + 1 month),
 * its last day, and `clamped` says so.
 */
export function addMonths(date: PlainDate, months: number): { date: PlainDate; clamped: boolean } {
  const { year, month, day } = fields(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = daysInMonth(targetYear, targetMonth);
  const targetDay = Math.min(day, last);
  const iso = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
  return { date: iso, clamped: targetDay < day };
}

/** The day of the month of a plain date. */
export const dayOfMonth = (date: PlainDate): number => fields(date).day;

const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The moment a London day reaches an hour (0-23): 08:00 on 1 July is 07:00 UTC (summer time),
 * on 1 December 08:00 UTC.
 */
export function londonMoment(date: PlainDate, hour: number): Date {
  const key = `${date}T${hour}`;
  let moment = moments.get(key);
  if (moment === undefined) {
    // The reminders' schedule asks for the same few dozen days thousands of times a round.
    if (moments.size >= MOMENTS_KEPT) moments.clear();
    moment = momentOf(date, hour);
    moments.set(key, moment);
  }
  return new Date(moment);
}

const MOMENTS_KEPT = 4096;
/** Each London day and hour's moment once worked out, in epoch milliseconds. */
const moments = new Map<string, number>();

function momentOf(date: PlainDate, hour: number): number {
  const midnight = utcMidnight(date);
  // London is UTC or one hour ahead of it: one of the two readings is the London hour asked for.
  for (const offset of [1, 0]) {
    const moment = new Date(midnight + (hour - offset) * 3_600_000);
    if (londonDay(moment) === date && Number(LONDON_HOUR.format(moment)) === hour) return moment.getTime();
  }
  throw new RangeError(`No ${hour}:00 on ${date} in London`);
}
