/** Dates in the interface's language; `Intl` knows each locale's conventions, so no table is kept. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

export function formatYear(value: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(value);
}
