import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FailureAlert } from '@/components/failure-alert';
import { Ltr } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { formatLondonLongDay, formatLondonTime, languageName } from '@/lib/london-time';
import { type CaseEvent, useCancelEvent, useEventsOfCase } from '../api/events';
import { AddAppointmentForm } from './add-appointment-form';

/** What an appointment is called: its own title, else its kind. */
export function useAppointmentName() {
  const { t } = useTranslation();
  return (event: Pick<CaseEvent, 'kind' | 'title'>) => event.title || t(`appointments.kinds.${event.kind}`);
}

/** "Tuesday 12 January, 10:00–12:00" in London's time. */
function When({ event }: { event: CaseEvent }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const day = formatLondonLongDay(event.startsAt, language);
  const start = formatLondonTime(event.startsAt, language);
  return (
    <time dateTime={event.startsAt}>
      {event.endsAt
        ? t('appointments.whenRange', { day, start, end: formatLondonTime(event.endsAt, language) })
        : t('appointments.when', { day, start })}
    </time>
  );
}

function AppointmentItem({ event, onCancel }: { event: CaseEvent; onCancel: (event: CaseEvent) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const name = useAppointmentName()(event);
  return (
    <li className="border-bottom py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h4 className="h6 mb-0 text-break">{name}</h4>
        {event.title ? (
          <span className="badge text-bg-light border">{t(`appointments.kinds.${event.kind}`)}</span>
        ) : null}
        {event.cancelled ? (
          <span className="badge text-bg-secondary">{t('appointments.cancelled')}</span>
        ) : null}
        <span className={`badge ${event.clientVisible ? 'text-bg-info' : 'text-bg-light border'}`}>
          {t(event.clientVisible ? 'appointments.forClient' : 'appointments.firmOnly')}
        </span>
      </div>
      <p className="mb-1">
        <When event={event} />
      </p>
      {event.location ? (
        <p className="mb-1 text-break">{t('appointments.where', { place: event.location })}</p>
      ) : null}
      {event.remoteLink ? (
        <p className="mb-1 text-break">
          <a href={event.remoteLink} target="_blank" rel="noopener noreferrer">
            <Ltr>{event.remoteLink}</Ltr>
            <span className="visually-hidden"> {t('keyDates.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      {event.interpreterLanguage ? (
        <p className="mb-1 small text-break">
          {t(
            event.interpreterBooked ? 'appointments.interpreterBooked' : 'appointments.interpreterNotBooked',
            {
              language: event.interpreterDialect
                ? `${languageName(event.interpreterLanguage, language)} (${event.interpreterDialect})`
                : languageName(event.interpreterLanguage, language),
            },
          )}
        </p>
      ) : null}
      {event.cancelled ? null : (
        <button type="button" className="btn btn-sm btn-outline-danger mt-1" onClick={() => onCancel(event)}>
          {t('appointments.cancel')}
          <span className="visually-hidden">: {name}</span>
        </button>
      )}
    </li>
  );
}

/** The case's appointments for its staff: hearings, interviews, meetings; add one, cancel one. */
export function Appointments({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const { data, error, isPending } = useEventsOfCase(caseId);
  const cancel = useCancelEvent();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<CaseEvent | null>(null);
  const nameOf = useAppointmentName();

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success(t('appointments.cancelDone'), t('appointments.title'));
    } catch (caught) {
      toast.error(failureMessage(caught), t('appointments.title'));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="h5">
        {t('appointments.title')}
      </h3>
      <FailureAlert error={error} />
      {isPending ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {data && data.events.length === 0 ? (
        <p className="text-body-secondary">{t('appointments.none')}</p>
      ) : null}
      {data && data.events.length > 0 ? (
        <ul className="list-unstyled mb-3">
          {data.events.map((event) => (
            <AppointmentItem key={event.id} event={event} onCancel={setCancelling} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddAppointmentForm caseId={caseId} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn-outline-primary" onClick={() => setAdding(true)}>
          {t('appointments.add.open')}
        </button>
      )}
      <ConfirmDialog
        show={cancelling !== null}
        title={t('appointments.cancelTitle', { name: cancelling ? nameOf(cancelling) : '' })}
        confirmLabel={t('appointments.cancelConfirm')}
        cancelLabel={t('keyDates.cancel')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
        variant="danger"
      >
        <p className="mb-0">{t('appointments.cancelText')}</p>
      </ConfirmDialog>
    </section>
  );
}
