import { intlLocale } from '@docket/contract';

/** A size in the reader's language ("1.2 MB"), from Intl's own unit names: no table of words to translate. */
export function formatSize(bytes: number, locale: string): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(bytes / 1000, 0.1)] as const);
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * A retention period as people say it: "6 years", "1 year, 6 months" or "18 months" when it
 * is not whole years, through Intl's unit names.
 */
export function formatMonths(months: number, locale: string): string {
  const lang = intlLocale(locale);
  const unit = (value: number, name: 'year' | 'month') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return unit(months, 'month');
  if (rest === 0) return unit(years, 'year');
  return new Intl.ListFormat(lang, { style: 'long', type: 'unit' }).format([
    unit(years, 'year'),
    unit(rest, 'month'),
  ]);
}

/** "30 days" in the reader's language, through Intl's unit names. */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

type TimeUnit = 'second' | 'minute' | 'hour' | 'day';

/** "3 hours" in the reader's language, through Intl's unit names. */
function timeUnit(value: number, unit: TimeUnit, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/**
 * A span of time as people say it, to the minute: "12 minutes", "3 hours, 20 minutes", "2 days,
 * 4 hours"; less than a minute is "1 minute". Two units at most, through Intl's unit names.
 */
export function formatDuration(minutes: number, locale: string): string {
  const whole = Math.max(1, Math.round(minutes));
  const [big, small, size, bigUnit, smallUnit]: [number, number, number, TimeUnit, TimeUnit] =
    whole < 24 * 60
      ? [Math.floor(whole / 60), whole % 60, 60, 'hour', 'minute']
      : [Math.floor(whole / (24 * 60)), Math.round((whole % (24 * 60)) / 60), 24, 'day', 'hour'];
  if (bigUnit === 'hour' && big === 0) return timeUnit(whole, 'minute', locale);
  // Rounding the hours of a day can reach a whole day more.
  const [first, rest] = small === size ? [big + 1, 0] : [big, small];
  if (rest === 0) return timeUnit(first, bigUnit, locale);
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'unit' }).format([
    timeUnit(first, bigUnit, locale),
    timeUnit(rest, smallUnit, locale),
  ]);
}

/** How often something runs, in its largest whole unit: 300 seconds is "5 minutes", 86400 "1 day". */
export function formatInterval(seconds: number, locale: string): string {
  if (seconds > 0 && seconds % 86_400 === 0) return timeUnit(seconds / 86_400, 'day', locale);
  if (seconds > 0 && seconds % 3_600 === 0) return timeUnit(seconds / 3_600, 'hour', locale);
  if (seconds > 0 && seconds % 60 === 0) return timeUnit(seconds / 60, 'minute', locale);
  return timeUnit(seconds, 'second', locale);
}

/** A count in the reader's language and digits ("1,234", "١٬٢٣٤"). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}
