import type { CalendarDayTotal } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateFormatter } from '@/lib/format';

/**
 * "+12 more" under a day of the month that holds more than it shows, a link to the day's agenda
 * (the same filters), where every entry of it is listed. Past the count the server says, "97+ more".
 */
export function MoreOnDay({
  day,
  shown,
  total,
  to,
}: {
  day: string;
  shown: number;
  total: CalendarDayTotal | undefined;
  to: string;
}) {
  const { t, i18n } = useTranslation();
  if (!total || (total.total <= shown && !total.more)) return null;
  const count = total.total - shown;
  const fullDay = dateFormatter(i18n.resolvedLanguage ?? 'en', { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <Link to={to} className="calendar-more small d-inline-block mt-1">
      {t(total.more ? 'calendar.moreThan' : 'calendar.more', { count })}{' '}
      {/* The link's name says whose day it is; the cell's number alone would not. */}
      <span className="visually-hidden">({fullDay.format(new Date(`${day}T00:00:00Z`))})</span>
    </Link>
  );
}
