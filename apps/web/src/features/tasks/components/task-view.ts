import type { TaskPriority } from '@docket/contract';

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
export const daysUntil = (day: string, today: string): number => dayNumber(day) - dayNumber(today);

export const PRIORITY_CLASS: Record<TaskPriority, string> = {
  high: 'text-bg-danger',
  normal: 'text-bg-secondary',
  low: 'text-bg-light border',
};
