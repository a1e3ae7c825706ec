import type { Dashboard } from '@docket/contract';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from './relative-time';

/** The spec's comments list: the latest case notes the caller may read, each linking to its case. */
export function LatestNotes({ notes }: { notes: Dashboard['latestNotes'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="card h-100 mb-0">
      <div className="card-body">
        <h2 className="h6 mb-3">{t('dashboard.notes.heading')}</h2>
        {notes.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('dashboard.notes.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 dashboard-list">
            {notes.map((note) => (
              <li key={`${note.caseId}-${note.createdAt}`} className="d-flex gap-2 py-2">
                <MessageSquareText size={18} aria-hidden="true" className="text-primary flex-shrink-0 mt-1" />
                <div className="min-w-0">
                  <p className="mb-1 small">
                    <span className="fw-semibold">{note.authorName}</span>{' '}
                    <span className="text-body-secondary">· {relativeTime(t, note.createdAt, locale)}</span>
                  </p>
                  <p className="mb-1 text-break note-text">{note.text}</p>
                  <Link to={`/case/${note.caseId}`} className="small">
                    {t('dashboard.notes.openCase', { caseTypeName: note.caseTypeName, id: note.caseId })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
