import type { KeyDate } from '@docket/contract';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { formatDay } from '@/lib/format';
import { formatLondonLongDay, formatLondonTime, languageName, londonParts } from '@/lib/london-time';
import { type CaseEvent, eventsOfCaseQuery } from '../api/events';
import { keyDatesOfCaseQuery } from '../api/key-dates';
import { icsForAppointment, icsForDay } from './ics';
import { Countdown } from './key-date-steps';
import { labelOf, londonToday } from './key-date-view';

/** One of her next dates: a key date marked for her (a day) or an appointment marked for her (a time). */
type NextItem =
  | { type: 'keyDate'; day: string; sortKey: string; keyDate: KeyDate }
  | { type: 'event'; day: string; sortKey: string; event: CaseEvent };

/** A calendar file as the link's address (a data: URL: nothing to free, nothing sent anywhere). */
const dataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

/** The sentences of an appointment, in her language: when and where, and the interpreter asked for. */
export function useAppointmentSentences() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (event: CaseEvent): { what: string; when: string; interpreter: string | null } => {
    const what = t(`appointments.client.what.${event.kind}`);
    const values = {
      what,
      day: formatLondonLongDay(event.startsAt, language),
      time: formatLondonTime(event.startsAt, language),
      place: event.location ?? '',
    };
    const when = event.location
      ? t('appointments.client.sentencePlace', values)
      : event.remoteLink
        ? t('appointments.client.sentenceOnline', values)
        : t('appointments.client.sentence', values);
    const interpreter = event.interpreterLanguage
      ? t(
          event.interpreterBooked
            ? 'appointments.client.interpreterBooked'
            : 'appointments.client.interpreterAsked',
          {
            language: languageName(event.interpreterLanguage, language),
          },
        )
      : null;
    return { what, when, interpreter };
  };
}

function CaseLink({ caseId, caseName }: { caseId: number; caseName?: string | undefined }) {
  if (!caseName) return null;
  return (
    <span className="d-block small">
      <Link to={`/case/${caseId}`}>{caseName}</Link>
    </span>
  );
}

function NextKeyDate({ keyDate, today, caseName }: { keyDate: KeyDate; today: string; caseName?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const label = labelOf(keyDate, language);
  const href = dataUrl(
    icsForDay({ uid: `key-date-${keyDate.id}@docket`, date: keyDate.safeDueDate, summary: label }),
  );
  return (
    <li className="mb-3">
      <p className="mb-1 text-break">
        {t('keyDates.client.sentence', { label, date: formatDay(keyDate.safeDueDate, language) })}
        <span className="d-block fw-semibold">
          <Countdown day={keyDate.safeDueDate} today={today} />
        </span>
        <CaseLink caseId={keyDate.caseId} caseName={caseName} />
      </p>
      <a href={href} download={`key-date-${keyDate.id}.ics`} className="btn btn-sm btn-outline-primary">
        {t('keyDates.client.addToCalendar')}
        <span className="visually-hidden">: {label}</span>
      </a>
    </li>
  );
}

function NextAppointment({
  event,
  day,
  today,
  caseName,
}: {
  event: CaseEvent;
  day: string;
  today: string;
  caseName?: string;
}) {
  const { t } = useTranslation();
  const { what, when, interpreter } = useAppointmentSentences()(event);
  const href = dataUrl(
    icsForAppointment({
      uid: `event-${event.id}@docket`,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      summary: what,
      location: event.location,
      description: interpreter,
      url: event.remoteLink,
    }),
  );
  return (
    <li className="mb-3">
      <p className="mb-1 text-break">
        {when}
        {interpreter ? ` ${interpreter}` : null}
        <span className="d-block fw-semibold">
          <Countdown day={day} today={today} />
        </span>
        <CaseLink caseId={event.caseId} caseName={caseName} />
      </p>
      <div className="d-flex flex-wrap gap-2">
        {event.remoteLink ? (
          <a
            href={event.remoteLink}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-primary"
          >
            {t('appointments.client.join')}
            <span className="visually-hidden">
              : {what} {t('keyDates.opensInNewTab')}
            </span>
          </a>
        ) : null}
        <a href={href} download={`appointment-${event.id}.ics`} className="btn btn-sm btn-outline-primary">
          {t('keyDates.client.addToCalendar')}
          <span className="visually-hidden">: {what}</span>
        </a>
      </div>
    </li>
  );
}

/**
 * Her next dates on the given cases: only what the API returns to her (the dates and appointments
 * marked for her), still to come, soonest first. Two requests a case, shared with her case page.
 */
function useNextDates(caseIds: readonly number[], today: string) {
  const results = useQueries({
    queries: caseIds.flatMap((caseId) => [keyDatesOfCaseQuery(caseId), eventsOfCaseQuery(caseId)]),
  });
  const items: NextItem[] = [];
  let error: unknown = null;
  for (const result of results) {
    if (result.error) error = result.error;
    const data = result.data;
    if (!data) continue;
    if ('keyDates' in data) {
      for (const keyDate of data.keyDates) {
        if (keyDate.clientVisible && keyDate.status === 'open' && keyDate.safeDueDate >= today)
          items.push({ type: 'keyDate', day: keyDate.safeDueDate, sortKey: keyDate.safeDueDate, keyDate });
      }
    } else {
      for (const event of data.events) {
        const day = londonParts(event.startsAt).day;
        if (event.clientVisible && !event.cancelled && day >= today)
          items.push({ type: 'event', day, sortKey: `${day}T${londonParts(event.startsAt).time}`, event });
      }
    }
  }
  items.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  return { items, error };
}

function NextDatesCard({
  items,
  today,
  caseNames,
  error,
  children,
}: {
  items: NextItem[];
  today: string;
  caseNames?: ReadonlyMap<number, string>;
  error: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (error) return <FailureAlert error={error} />;
  if (items.length === 0) return null;
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('keyDates.client.heading')}
        </h2>
        <ul className="list-unstyled mb-0">
          {items.map((item) =>
            item.type === 'keyDate' ? (
              <NextKeyDate
                key={`k${item.keyDate.id}`}
                keyDate={item.keyDate}
                today={today}
                caseName={caseNames?.get(item.keyDate.caseId)}
              />
            ) : (
              <NextAppointment
                key={`e${item.event.id}`}
                event={item.event}
                day={item.day}
                today={today}
                caseName={caseNames?.get(item.event.caseId)}
              />
            ),
          )}
        </ul>
        {children}
      </div>
    </section>
  );
}

/**
 * "Your next dates", for the client on her case page: her key dates and appointments, each as a
 * sentence in her language with its countdown and a calendar file. No steps, no workings.
 */
export function ClientNextDates({ caseId }: { caseId: number }) {
  const today = londonToday();
  const { items, error } = useNextDates([caseId], today);
  return <NextDatesCard items={items} today={today} error={error} />;
}

/** The most a home screen shows across her cases; each case page shows all of its own. */
const HOME_LIMIT = 5;

/** "Your next dates" on her home screen, across her cases, each naming its case. */
export function ClientHomeNextDates({ cases }: { cases: readonly { id: number; name: string }[] }) {
  const today = londonToday();
  const { items, error } = useNextDates(
    cases.map((item) => item.id),
    today,
  );
  const names = new Map(cases.map((item) => [item.id, item.name]));
  return <NextDatesCard items={items.slice(0, HOME_LIMIT)} today={today} caseNames={names} error={error} />;
}

export default ClientNextDates;
