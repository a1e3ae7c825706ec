import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '../../../components/data-table/table-scroll';
import { dateFormatter } from '../../../lib/format';
import type { AuditEvent } from '../api/get-audit-events';
import { actionLabel } from './action-label';

/** What a record acted on, linking cases to their page. */
function Target({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  if (!event.targetType) return <>—</>;
  if (event.targetType === 'case' && event.targetId) {
    return <Link to={`/case/${event.targetId}`}>{t('audit.targetCase', { id: event.targetId })}</Link>;
  }
  const type = t(`audit.targetTypes.${event.targetType}`, { defaultValue: event.targetType });
  return (
    <span className="text-break">
      {type}
      {event.targetId ? <span className="small text-body-secondary d-block">{event.targetId}</span> : null}
    </span>
  );
}

/** Details as "key: value" pairs; the raw record stays readable without a JSON viewer. */
function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="audit-details small mb-0">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const when = dateFormatter(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <TableScroll label={t('audit.caption')}>
      <table className="table table-sm align-middle data-table mb-0">
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.when')}</th>
            <th scope="col">{t('audit.columns.action')}</th>
            <th scope="col">{t('audit.columns.actor')}</th>
            <th scope="col">{t('audit.columns.target')}</th>
            <th scope="col">{t('audit.columns.ip')}</th>
            <th scope="col">{t('audit.columns.details')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="text-nowrap">{when.format(new Date(event.occurredAt))}</td>
              <td>
                {actionLabel(t, event.action)}
                <span className="d-block small text-body-secondary font-monospace">{event.action}</span>
              </td>
              <td>{event.actorName ?? t('audit.system')}</td>
              <td>
                <Target event={event} />
              </td>
              <td className="text-nowrap">{event.ip ?? '—'}</td>
              <td>
                <Details details={event.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
