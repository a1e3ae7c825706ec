import { isLanguage, type KeyDate } from '@docket/contract';

/** London's today as YYYY-MM-DD: the day Docket's dates are counted in, wherever the reader is. */
export function londonToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Days from `today` to `day`: 0 today, negative once it has passed. */
export function daysUntil(day: string, today: string): number {
  return dayNumber(day) - dayNumber(today);
}

/**
 * Working days from `today` to `day` (Monday to Friday). Bank holidays are not known here (the
 * holiday table is the administrators' call), so near a holiday this counts one working day more
 * than the Deadlines queue, which counts on the server with the holidays: an approximation, kept
 * only for the urgency shown beside a date, never for the date itself.
 */
export function workingDaysUntil(day: string, today: string): number {
  const from = dayNumber(today);
  const to = dayNumber(day);
  let count = 0;
  for (let n = from + 1; n <= to; n += 1) {
    // Day 0 of the epoch (1 January 1970) was a Thursday: 0 Sunday … 6 Saturday.
    const weekday = (n + 4) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export type Urgency = 'overdue' | 'twoWorkingDays' | 'sevenDays' | null;

/** How soon an open date falls due, in the Deadlines queue's groups. */
export function urgencyOf(day: string, today: string): Urgency {
  const days = daysUntil(day, today);
  if (days < 0) return 'overdue';
  if (workingDaysUntil(day, today) <= 2) return 'twoWorkingDays';
  if (days <= 7) return 'sevenDays';
  return null;
}

/** The rule's label in the reader's language, else the label kept on the date. */
export function labelOf(keyDate: Pick<KeyDate, 'label' | 'labels'>, language: string): string {
  return (isLanguage(language) ? keyDate.labels?.[language] : undefined) ?? keyDate.label;
}
