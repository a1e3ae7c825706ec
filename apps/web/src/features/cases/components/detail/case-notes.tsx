import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/failure-alert';
import { useToast } from '../../../../components/toast/use-toast';
import { failureMessage } from '../../../../lib/error-messages';
import { translateMessage } from '../../../../lib/messages';
import { useAddCaseNote, useCaseNotes } from '../../api/case-notes';
import { relativeTime } from '../relative-time';

/** The case's notes, newest first, and Add Note; staff choose whether the client may read theirs. */
export function CaseNotes({ caseId, isStaff }: { caseId: number; isStaff: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const textId = useId();
  const shareId = useId();
  const errorId = useId();
  const notes = useCaseNotes(caseId);
  const add = useAddCaseNote(caseId);
  const [text, setText] = useState('');
  const [shared, setShared] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const empty = text.trim() === '';

  const submit = async () => {
    setSubmitted(true);
    if (empty) return;
    try {
      await add.mutateAsync({ text: text.trim(), isSharedWithClient: isStaff ? shared : true });
      setText('');
      setShared(false);
      setSubmitted(false);
      toast.success(t('cases.notes.added'), t('cases.notes.title'));
    } catch (error) {
      toast.error(failureMessage(error), t('cases.notes.title'));
    }
  };

  return (
    <>
      <form
        noValidate
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={textId} className="form-label">
          {t('cases.notes.newNote')}
        </label>
        <textarea
          id={textId}
          className={`form-control${submitted && empty ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={4000}
          value={text}
          aria-invalid={submitted && empty}
          aria-describedby={submitted && empty ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {submitted && empty ? (
          <div id={errorId} className="invalid-feedback d-block">
            {translateMessage(t, 'note.required')}
          </div>
        ) : null}
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
          {isStaff ? (
            <div className="form-check">
              <input
                id={shareId}
                type="checkbox"
                className="form-check-input"
                checked={shared}
                onChange={(event) => setShared(event.target.checked)}
              />
              <label htmlFor={shareId} className="form-check-label">
                {t('cases.notes.share')}
              </label>
            </div>
          ) : (
            <span className="small text-body-secondary">{t('cases.notes.clientHint')}</span>
          )}
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {t('cases.notes.add')}
          </button>
        </div>
      </form>
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
