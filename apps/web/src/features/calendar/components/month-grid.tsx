import type { CalendarDayTotal } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '@/lib/format';
import type { CalendarEntry } from '../api/calendar';
import { monthWeeks } from './calendar-dates';
import { CalendarChip } from './calendar-item';
import { MoreOnDay } from './more-on-day';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A month as a table: a row a week from Monday, a cell a day with its entries, each a link to its
 * case (Tab goes through them in reading order, either direction of the page), and "+12 more" to
 * the day's agenda where the day holds more than a cell shows. Wide screens only:
 * a phone gets the month as a list of days (the agenda), so nothing scrolls sideways.
 */
export function MonthGrid({
  day,
  today,
  byDay,
  totals,
  dayHref,
}: {
  day: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  /** Each day's count, where the answer gives the first few of a day only (a month's summary). */
  totals: ReadonlyMap<string, CalendarDayTotal>;
  /** The address of a day's agenda, where all of it is listed. */
  dayHref: (day: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const weeks = monthWeeks(day);
  const month = day.slice(0, 7);
  const weekday = dateFormatter(language, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateFormatter(language, { weekday: 'long', timeZone: 'UTC' });
  const dayNumber = dateFormatter(language, { day: 'numeric', timeZone: 'UTC' });
  const fullDay = dateFormatter(language, { dateStyle: 'full', timeZone: 'UTC' });
  const caption = dateFormatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <table className="table table-bordered calendar-month mb-0">
      <caption className="visually-hidden">{caption.format(asDate(day))}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((first) => (
            <th key={first} scope="col" className="text-center small">
              <abbr title={weekdayLong.format(asDate(first))}>{weekday.format(asDate(first))}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((cell) => {
              const entries = byDay.get(cell) ?? [];
              const outside = cell.slice(0, 7) !== month;
              return (
                <td
                  key={cell}
                  className={`calendar-day${outside ? ' calendar-day-outside' : ''}${cell === today ? ' calendar-day-today' : ''}`}
                  aria-current={cell === today ? 'date' : undefined}
                >
                  <span className="calendar-day-number" aria-hidden="true">
                    {dayNumber.format(asDate(cell))}
                  </span>
                  <span className="visually-hidden">
                    {fullDay.format(asDate(cell))}
                    {cell === today ? ` (${t('calendar.today')})` : ''}
                    {entries.length === 0 ? `: ${t('calendar.nothing')}` : ''}
                  </span>
                  {entries.length > 0 ? (
                    <ul className="list-unstyled mb-0 d-grid gap-1">
                      {entries.map((entry) => (
                        <CalendarChip key={`${entry.type}-${entry.id}`} entry={entry} />
                      ))}
                    </ul>
                  ) : null}
                  <MoreOnDay day={cell} shown={entries.length} total={totals.get(cell)} to={dayHref(cell)} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
