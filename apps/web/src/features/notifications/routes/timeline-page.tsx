import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { useNotifications } from '../api/get-notifications';
import { useOwnActivity } from '../api/get-own-activity';
import { notificationLink, notificationMessage } from '../components/notification-message';
import '../notifications.css';
import { FailureAlert } from '@/components/failure-alert';
import { dateFormatter } from '@/lib/format';

interface Entry {
  id: string;
  at: string;
  text: string;
  caseId: number | null;
  /** The case, or the document of the case the entry is about; there is one whenever caseId is. */
  link: string | null;
}

/**
 * The signed-in user's own activity as a timeline: an administrator's audit records, or for
 * everyone else the history of their notifications (what happened on their cases).
 */
export function TimelinePage() {
  const { t, i18n } = useTranslation();
  usePageTitle('pages.timeline');
  const user = useSessionUser();
  const isAdmin = user?.role === 'Admin';
  const activity = useOwnActivity(isAdmin && user ? user.userId : null);
  const notifications = useNotifications();
  const source = isAdmin ? activity : notifications;
  const when = dateFormatter(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const entries: Entry[] = isAdmin
    ? (activity.data?.items ?? []).map((event) => {
        const caseId = event.targetType === 'case' && event.targetId ? Number(event.targetId) : null;
        return {
          id: `a${event.id}`,
          at: event.occurredAt,
          text: t(`audit.actions.${event.action.replace(/\./g, '_')}`, { defaultValue: event.action }),
          caseId,
          link: caseId === null ? null : `/case/${caseId}`,
        };
      })
    : (notifications.data?.items ?? []).map((item) => ({
        id: `n${item.id}`,
        at: item.createdAt,
        text: notificationMessage(t, item),
        caseId: item.caseId,
        link: notificationLink(item),
      }));

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('pages.timeline')}
        </h1>
        <p className="text-body-secondary mb-0">
          {isAdmin ? t('notifications.timeline.adminIntro') : t('notifications.timeline.intro')}
        </p>
      </div>
      <FailureAlert error={source.error} />
      <div className="card">
        <div className="card-body">
          {source.isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {!source.isPending && entries.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('notifications.timeline.empty')}</p>
          ) : null}
          {entries.length > 0 ? (
            <ol className="activity-timeline list-unstyled mb-0">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.at} className="small text-body-secondary d-block">
                    {when.format(new Date(entry.at))}
                  </time>
                  <span className="d-block">{entry.text}</span>
                  {entry.link ? (
                    <Link to={entry.link} className="small">
                      {t('notifications.timeline.openCase', { id: entry.caseId })}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export { TimelinePage as Component };
