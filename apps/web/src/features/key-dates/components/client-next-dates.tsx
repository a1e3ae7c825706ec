import type { KeyDate } from '@docket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { formatDay } from '@/lib/format';
import { useKeyDatesOfCase } from '../api/key-dates';
import { icsForDay } from './ics';
import { Countdown } from './key-date-steps';
import { labelOf, londonToday } from './key-date-view';

/** The calendar file as the link's address (a data: URL: nothing to free, nothing sent anywhere). */
function calendarFile(keyDate: KeyDate, label: string): string {
  const ics = icsForDay({ uid: `key-date-${keyDate.id}@docket`, date: keyDate.safeDueDate, summary: label });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

function NextDate({ keyDate, today }: { keyDate: KeyDate; today: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const label = labelOf(keyDate, language);
  const href = calendarFile(keyDate, label);
  return (
    <li className="mb-2">
      <p className="mb-1 text-break">
        {t('keyDates.client.sentence', { label, date: formatDay(keyDate.safeDueDate, language) })}
        <span className="d-block fw-semibold">
          <Countdown day={keyDate.safeDueDate} today={today} />
        </span>
      </p>
      <a href={href} download={`key-date-${keyDate.id}.ics`} className="btn btn-sm btn-outline-primary">
        {t('keyDates.client.addToCalendar')}
        <span className="visually-hidden">: {label}</span>
      </a>
    </li>
  );
}

/**
 * "Your next dates", for the client on her case page: only what the API returns to her (the dates
 * marked for her), each as a sentence with its countdown and a calendar file. No steps, no workings.
 */
export function ClientNextDates({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error } = useKeyDatesOfCase(caseId);
  const today = londonToday();
  const upcoming = (data?.keyDates ?? []).filter(
    (keyDate) => keyDate.clientVisible && keyDate.status === 'open' && keyDate.safeDueDate >= today,
  );
  if (error) return <FailureAlert error={error} />;
  if (upcoming.length === 0) return null;
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('keyDates.client.heading')}
        </h2>
        <ul className="list-unstyled mb-0">
          {upcoming.map((keyDate) => (
            <NextDate key={keyDate.id} keyDate={keyDate} today={today} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default ClientNextDates;
