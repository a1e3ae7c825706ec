import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLondonTime, languageName } from '@/lib/london-time';
import type { CalendarEntry } from '../api/calendar';

/** What an entry is: its title, else its kind ("Home Office interview", "Key date"). */
export function useEntryName() {
  const { t } = useTranslation();
  return (entry: CalendarEntry) =>
    entry.title || t(`appointments.kinds.${entry.kind}`, { defaultValue: entry.kind });
}

/** "10:00–12:00", "10:00", or "Key date" for a day's deadline. */
function useEntryTime() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (entry: CalendarEntry) => {
    if (!entry.startsAt) return t('calendar.allDay');
    const start = formatLondonTime(entry.startsAt, language);
    return entry.endsAt ? `${start}–${formatLondonTime(entry.endsAt, language)}` : start;
  };
}

/** One entry of the calendar in full: when, what, its case (a link), where, the interpreter, whose. */
export function CalendarItem({ entry }: { entry: CalendarEntry }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const name = useEntryName()(entry);
  const time = useEntryTime()(entry);
  const isKeyDate = entry.type === 'keyDate';
  return (
    <li className={`calendar-entry calendar-entry-${isKeyDate ? 'key-date' : 'event'} rounded p-2`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{time}</span>
        <span className={`badge ${isKeyDate ? 'text-bg-warning' : 'text-bg-info'}`}>
          {t(`appointments.kinds.${entry.kind}`, { defaultValue: entry.kind })}
        </span>
        {entry.critical ? <span className="badge text-bg-danger">{t('keyDates.critical')}</span> : null}
        {entry.status && entry.status !== 'open' ? (
          <span className="badge text-bg-secondary">
            {t(`keyDates.status.${entry.status}`, { defaultValue: entry.status })}
          </span>
        ) : null}
      </div>
      <Link to={`/case/${entry.caseId}`} className="d-block text-break fw-semibold mt-1">
        {entry.title ? name : t('calendar.caseLink', { id: entry.caseId, type: entry.caseTypeName })}
        {entry.title ? (
          <span className="d-block small fw-normal">
            {t('calendar.caseLink', { id: entry.caseId, type: entry.caseTypeName })}
          </span>
        ) : null}
      </Link>
      {entry.location ? (
        <p className="mb-0 small text-break">{t('appointments.where', { place: entry.location })}</p>
      ) : null}
      {entry.interpreterLanguage ? (
        <p className="mb-0 small text-break">
          {t(
            entry.interpreterBooked ? 'appointments.interpreterBooked' : 'appointments.interpreterNotBooked',
            {
              language: languageName(entry.interpreterLanguage, language),
            },
          )}
        </p>
      ) : null}
      {entry.assigneeName ? (
        <p className="mb-0 small text-body-secondary text-break">
          {t('keyDates.assignee', { name: entry.assigneeName })}
        </p>
      ) : null}
    </li>
  );
}

/** A short line of an entry for a month's cell: its time and name, linking to its case. */
export function CalendarChip({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
  const name = useEntryName()(entry);
  const time = useEntryTime()(entry);
  const isKeyDate = entry.type === 'keyDate';
  return (
    <li>
      <Link
        to={`/case/${entry.caseId}`}
        className={`calendar-chip calendar-chip-${isKeyDate ? 'key-date' : 'event'} d-block text-break`}
      >
        <span className="fw-semibold">{time}</span> {name}
        {entry.critical ? <span className="visually-hidden"> ({t('keyDates.critical')})</span> : null}
        <span className="d-block small">{t('calendar.caseShort', { id: entry.caseId })}</span>
      </Link>
    </li>
  );
}
