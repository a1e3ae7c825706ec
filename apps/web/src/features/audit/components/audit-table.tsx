import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { dateFormatter } from '@/lib/format';
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

/** The audit records: a table on a wide screen, a card per record on a phone, headed by what happened. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo((): ListColumn<AuditEvent>[] => {
    const when = dateFormatter(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    return [
      {
        id: 'when',
        label: t('audit.columns.when'),
        className: 'text-nowrap',
        cell: (event) => when.format(new Date(event.occurredAt)),
      },
      {
        id: 'action',
        label: t('audit.columns.action'),
        card: 'title',
        cell: (event) => (
          <>
            {actionLabel(t, event.action)}
            <span className="d-block small text-body-secondary font-monospace fw-normal text-break">
              {event.action}
            </span>
          </>
        ),
      },
      { id: 'actor', label: t('audit.columns.actor'), cell: (event) => event.actorName ?? t('audit.system') },
      { id: 'target', label: t('audit.columns.target'), cell: (event) => <Target event={event} /> },
      { id: 'ip', label: t('audit.columns.ip'), className: 'text-nowrap', cell: (event) => event.ip ?? '—' },
      {
        id: 'details',
        label: t('audit.columns.details'),
        cell: (event) => <Details details={event.details} />,
      },
    ];
  }, [t, locale]);
  return (
    <DataList
      caption={t('audit.caption')}
      items={events}
      keyOf={(event) => event.id}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}
