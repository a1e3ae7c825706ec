import { intlLocale } from '@docket/contract';

/** Dates in the interface's language; `Intl` knows each locale's conventions, so no table is kept. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(locale, { dateStyle: style }).format(date);
}

// Building a formatter is a costly ICU lookup; a list of 50 rows or a chart's axis would
// otherwise build the same one again for every value.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One shared `Intl.DateTimeFormat` per language and options. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * This year, for the copyright lines: digits in every language Docket speaks, so no Intl year
 * pattern, whose first use costs a phone some 30 ms.
 */
export function currentYear(): number {
  return new Date().getFullYear();
}

/** A calendar date ("2026-12-03") as that day in the reader's language, wherever the reader is. */
export function formatDay(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  return dateFormatter(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
