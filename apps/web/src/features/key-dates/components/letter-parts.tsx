import type { CaseDocument, DeadlineCaseFacts, LetterDateProposal } from '@docket/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/form/field-shell';
import { useToast } from '@/components/toast/use-toast';
import { FileUpload } from '@/components/upload/file-upload';
import { failureMessage } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { useUploadLetter } from '../api/key-dates';

/** What facts a case starts with before anyone said them: in the UK, not detained. */
export const NO_FACTS: DeadlineCaseFacts = {
  location: 'in_uk',
  detained: false,
  acceleratedDetained: false,
  nassAccommodation: false,
};

/** Choose one of the case's documents as the letter, or upload it here. */
export function LetterChoice({
  caseId,
  documents,
  value,
  onChange,
  error,
}: {
  caseId: number;
  documents: CaseDocument[] | undefined;
  value: number | null;
  onChange: (documentId: number | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FieldShell
        label={t('keyDates.letter.document')}
        required
        controlClass="form-select"
        error={error}
        showError={Boolean(error)}
      >
        {(control) => (
          <select
            {...control}
            value={value ?? ''}
            disabled={!documents}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{documents ? t('keyDates.letter.chooseDocument') : t('common.loading')}</option>
            {documents?.map((document) => (
              <option key={document.id} value={document.id}>
                {document.documentName} ({document.fileName})
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <LetterUpload caseId={caseId} />
    </>
  );
}

/** "Not among them? Upload it": a document of the case's own, which then appears in the list. */
function LetterUpload({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadLetter(caseId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<{ filePath: string; fileName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const send = async () => {
    if (!file || !name.trim()) return;
    try {
      await upload.mutateAsync({ filePath: file.filePath, documentName: name.trim() });
      toast.success(t('keyDates.letter.uploaded', { name: name.trim() }), t('keyDates.title'));
      setName('');
      setFile(null);
      setRound((value) => value + 1);
    } catch (caught) {
      toast.error(failureMessage(caught), t('keyDates.title'));
    }
  };
  return (
    <details className="mb-3">
      <summary>{t('keyDates.letter.uploadSummary')}</summary>
      <div className="border rounded p-2 mt-2">
        <FieldShell label={t('keyDates.letter.uploadName')} required>
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FieldShell>
        <FileUpload
          key={round}
          kind="case-document"
          advise
          label={t('keyDates.letter.uploadFile')}
          required
          value={file}
          onChange={(picked) =>
            setFile(picked ? { filePath: picked.filePath, fileName: picked.fileName } : null)
          }
          onBusyChange={setBusy}
          error={null}
        />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={busy || upload.isPending || !file || !name.trim()}
          onClick={() => void send()}
        >
          {t('keyDates.letter.uploadButton')}
        </button>
      </div>
    </details>
  );
}

/** The dates printed in the letter, each with the words around it and the date highlighted. */
export function DateProposals({
  proposals,
  value,
  onChange,
}: {
  proposals: LetterDateProposal[];
  value: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const name = useId();
  const other = proposals.every((proposal) => proposal.date !== value);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('keyDates.letter.dateOnLetter')}</legend>
      {proposals.map((proposal) => {
        const id = `${name}-${proposal.date}`;
        return (
          <div className="form-check mb-1" key={proposal.date}>
            <input
              id={id}
              type="radio"
              name={name}
              className="form-check-input"
              checked={value === proposal.date}
              onChange={() => onChange(proposal.date)}
            />
            <label htmlFor={id} className="form-check-label text-break">
              <span className="fw-semibold">{formatDay(proposal.date, language)}</span>
              <span className="d-block small" dir="ltr" lang="en">
                …{proposal.before}
                <mark>{proposal.match}</mark>
                {proposal.after}…
              </span>
              <span className="d-block small text-body-secondary">
                {t('keyDates.letter.onPage', { page: proposal.page })}
                {proposal.labelled ? ` · ${t('keyDates.letter.labelled')}` : null}
              </span>
            </label>
          </div>
        );
      })}
      <FieldShell
        label={proposals.length > 0 ? t('keyDates.letter.anotherDate') : t('keyDates.letter.typeDate')}
        className="mt-2"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            value={other ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FieldShell>
    </fieldset>
  );
}

/** The facts of the case the rules depend on. */
export function FactsFieldset({
  facts,
  onChange,
}: {
  facts: DeadlineCaseFacts;
  onChange: (facts: DeadlineCaseFacts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const flag = (fact: 'detained' | 'acceleratedDetained' | 'nassAccommodation') => (
    <div className="form-check" key={fact}>
      <input
        id={`${id}-${fact}`}
        type="checkbox"
        className="form-check-input"
        checked={facts[fact]}
        onChange={(event) => onChange({ ...facts, [fact]: event.target.checked })}
      />
      <label htmlFor={`${id}-${fact}`} className="form-check-label">
        {t(`keyDates.letter.facts.${fact}`)}
      </label>
    </div>
  );
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('keyDates.letter.facts.heading')}</legend>
      {(['in_uk', 'outside_uk'] as const).map((location) => (
        <div className="form-check" key={location}>
          <input
            id={`${id}-${location}`}
            type="radio"
            name={`${id}-location`}
            className="form-check-input"
            checked={facts.location === location}
            onChange={() => onChange({ ...facts, location })}
          />
          <label htmlFor={`${id}-${location}`} className="form-check-label">
            {t(`keyDates.letter.facts.${location}`)}
          </label>
        </div>
      ))}
      {flag('detained')}
      {flag('acceleratedDetained')}
      {flag('nassAccommodation')}
    </fieldset>
  );
}
