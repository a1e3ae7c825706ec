import type { CalendarDayTotal } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '@/lib/format';
import type { CalendarEntry } from '../api/calendar';
import { CalendarItem } from './calendar-item';
import { MoreOnDay } from './more-on-day';

/**
 * Days as a list, each with its heading and entries: the week (every day, an empty one said so)
 * and the agenda (only the days with something). Narrow screens read a month this way too.
 */
export function DayList({
  days,
  today,
  byDay,
  showEmpty,
  totals,
  dayHref,
}: {
  days: readonly string[];
  today: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  showEmpty: boolean;
  /** A month's summary: each day's count, where `byDay` holds its first few entries only. */
  totals?: ReadonlyMap<string, CalendarDayTotal>;
  dayHref?: (day: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const fullDay = dateFormatter(language, { dateStyle: 'full', timeZone: 'UTC' });
  const shown = showEmpty ? days : days.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (shown.length === 0) return <p className="text-body-secondary mb-0">{t('calendar.empty')}</p>;
  return (
    <ol className="list-unstyled mb-0 d-grid gap-3 calendar-days">
      {shown.map((day) => {
        const entries = byDay.get(day) ?? [];
        return (
          <li key={day} aria-current={day === today ? 'date' : undefined}>
            <h3 className={`h6 mb-2${day === today ? ' text-primary-emphasis' : ''}`}>
              <time dateTime={day}>{fullDay.format(new Date(`${day}T00:00:00Z`))}</time>
              {day === today ? (
                <span className="badge text-bg-primary ms-2">{t('calendar.today')}</span>
              ) : null}
            </h3>
            {entries.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('calendar.nothing')}</p>
            ) : (
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {entries.map((entry) => (
                  <CalendarItem key={`${entry.type}-${entry.id}`} entry={entry} />
                ))}
              </ul>
            )}
            {totals && dayHref ? (
              <MoreOnDay day={day} shown={entries.length} total={totals.get(day)} to={dayHref(day)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
