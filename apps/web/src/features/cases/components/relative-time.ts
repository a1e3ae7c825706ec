import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec section 9: more than 7 days ago a plain date; 1 or more days "N days ago" ("1 day ago");
 * 1 or more hours "N hours ago"; otherwise "just now".
 */
export function relativeTime(value: string | Date, t: TFunction, locale: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  const days = Math.floor(elapsed / DAY_MS);
  if (days > 7) return formatDate(time, locale);
  if (days >= 1) return t('cases.time.daysAgo', { count: days });
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return t('cases.time.hoursAgo', { count: hours });
  return t('cases.time.justNow');
}
