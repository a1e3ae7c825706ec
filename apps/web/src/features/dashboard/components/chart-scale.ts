import { dateFormatter } from '@/lib/format';

/** A round upper bound for the y axis (1, 2, 5 × 10ⁿ) so grid lines fall on whole, readable numbers. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value / 4) ?? 10;
  return step * power * 4;
}

/** "2025-03" → "Mar 25", "2025-03-14" → "14 Mar", in the interface's language. */
export function formatPeriod(period: string, locale: string): string {
  const [year, month, day] = period.split('-').map(Number);
  if (!year || !month) return period;
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = day
    ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
    : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  return dateFormatter(locale, options).format(date);
}

/** Shows at most `max` axis labels, evenly spread, so a 30-day range stays legible on a phone. */
export function labelStep(count: number, max = 8): number {
  return Math.max(1, Math.ceil(count / max));
}
