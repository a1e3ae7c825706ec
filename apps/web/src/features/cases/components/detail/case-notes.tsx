import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { useCaseNotes } from '../../api/case-notes';
import { relativeTime } from '../relative-time';
import { CaseNoteForm } from './case-note-form';

/** The case's notes, newest first, and Add Note; staff choose whether the client may read theirs. */
export function CaseNotes({ caseId, isStaff }: { caseId: number; isStaff: boolean }) {
  const { t, i18n } = useTranslation();
  const notes = useCaseNotes(caseId);

  return (
    <>
      <CaseNoteForm caseId={caseId} isStaff={isStaff} />
      <FailureAlert error={notes.error} />
      {notes.data?.length === 0 ? <p className="text-body-secondary mb-0">{t('cases.notes.empty')}</p> : null}
      <ul className="list-unstyled mb-0">
        {(notes.data ?? []).map((note) => (
          <li key={note.id} className="border-top py-2">
            <div className="d-flex flex-wrap gap-2 small text-body-secondary">
              <span className="fw-semibold text-body">{note.authorName}</span>
              <span>{t(`roles.${note.authorRole}`, { defaultValue: note.authorRole })}</span>
              <time dateTime={note.createdAt}>{relativeTime(note.createdAt, t, i18n.language)}</time>
              {isStaff ? (
                <span className={`badge ${note.isSharedWithClient ? 'text-bg-info' : 'text-bg-light'}`}>
                  {note.isSharedWithClient ? t('cases.notes.shared') : t('cases.notes.internal')}
                </span>
              ) : null}
            </div>
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
