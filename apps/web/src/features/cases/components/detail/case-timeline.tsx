import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { useCaseTimeline } from '../../api/get-case-timeline';
import { relativeTime } from '../relative-time';

function detailText(details: Record<string, unknown>, t: (key: string) => string): string {
  const { from, to, reason } = details;
  if (typeof from === 'string' && typeof to === 'string') {
    const change = `${t(`cases.statuses.${from}`)} → ${t(`cases.statuses.${to}`)}`;
    return typeof reason === 'string' && reason ? `${change}: ${reason}` : change;
  }
  if (typeof details.fileName === 'string') return details.fileName;
  return '';
}

/** What happened on the case, newest first, in the interface's language. */
export function CaseTimeline({ caseId, enabled }: { caseId: number; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const timeline = useCaseTimeline(caseId, enabled);
  if (timeline.error) {
    return <FailureAlert error={timeline.error} />;
  }
  if (!timeline.data) return <p className="text-body-secondary mb-0">{t('common.loading')}</p>;
  if (timeline.data.length === 0)
    return <p className="text-body-secondary mb-0">{t('cases.timeline.empty')}</p>;
  return (
    <ol className="timeline-list list-unstyled mb-0">
      {timeline.data.map((entry) => {
        const extra = detailText(entry.details, t);
        return (
          <li key={entry.id}>
            <div className="fw-semibold">
              {t(`cases.timeline.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}
            </div>
            <div className="small text-body-secondary">
              {entry.actorName ?? t('cases.timeline.system')} ·{' '}
              <time dateTime={entry.occurredAt}>{relativeTime(entry.occurredAt, t, i18n.language)}</time>
            </div>
            {extra ? <div className="small text-break">{extra}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
