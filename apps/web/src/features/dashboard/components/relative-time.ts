import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';

/** The spec's relative time: a plain date after 7 days, then "N days ago", "N hours ago", "just now". */
export function relativeTime(t: TFunction, value: string, locale: string, now = Date.now()): string {
  const elapsed = now - new Date(value).getTime();
  const hours = Math.floor(elapsed / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days > 7) return formatDate(value, locale, 'medium');
  if (days >= 1) return t('dashboard.time.daysAgo', { count: days });
  if (hours >= 1) return t('dashboard.time.hoursAgo', { count: hours });
  return t('dashboard.time.justNow');
}
