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
