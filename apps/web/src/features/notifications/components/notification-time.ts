import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';

/** "just now", "N hours ago", "N days ago", then a date: short enough for the bell's menu. */
export function notificationTime(t: TFunction, value: string, locale: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(value).getTime()) / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days > 7) return formatDate(value, locale, 'medium');
  if (days >= 1) return t('notifications.time.daysAgo', { count: days });
  if (hours >= 1) return t('notifications.time.hoursAgo', { count: hours });
  return t('notifications.time.justNow');
}
