import {
  appliesTo,
  type DeadlineCaseFacts,
  type DeadlineRule,
  type LetterPreview,
  ruleLabelIn,
} from '@docket/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, FailureAlert } from '@/components/failure-alert';
import { FieldShell } from '@/components/form/field-shell';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { translateMessage } from '@/lib/messages';
import {
  useAddFromLetter,
  useCaseLetters,
  useDeadlineRules,
  useLetterDates,
  usePreviewLetter,
} from '../api/key-dates';
import { StepList } from './key-date-steps';
import { DateProposals, FactsFieldset, LetterChoice, NO_FACTS } from './letter-parts';
import { PeopleFields } from './people-fields';

const countsToNotice = (rule: DeadlineRule) =>
  rule.trigger === 'notice_date' || rule.unit === 'date_in_notice';

type Problems = Partial<Record<'document' | 'date' | 'rules', string>>;

/**
 * "Add a letter": a letter of the case (chosen, or uploaded here) starts the clocks of the rules
 * that fit the case's facts. Its text proposes the dates printed on it, highlighted where they
 * were found, for staff to confirm; the dates are previewed with their workings, then made in one
 * step with their tasks.
 */
export function AddLetterForm({ caseId, onDone }: { caseId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const headingId = useId();
  const ids = { critical: useId(), client: useId(), rules: useId() };
  const letters = useCaseLetters(caseId);
  const rules = useDeadlineRules();
  const [documentId, setDocumentId] = useState<number | null>(null);
  const found = useLetterDates(caseId, documentId);
  const previewing = usePreviewLetter();
  const add = useAddFromLetter();
  const [dateOnLetter, setDateOnLetter] = useState('');
  const [dateSent, setDateSent] = useState('');
  const [dateReceived, setDateReceived] = useState('');
  const [noticeDate, setNoticeDate] = useState('');
  const [facts, setFacts] = useState<DeadlineCaseFacts>(NO_FACTS);
  const [chosen, setChosen] = useState<string[]>([]);
  const [critical, setCritical] = useState(true);
  const [clientVisible, setClientVisible] = useState(false);
  const [assigneeId, setAssigneeId] = useState('');
  const [supervisorId, setSupervisorId] = useState('');
  const [previews, setPreviews] = useState<LetterPreview['previews'] | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The facts recorded with the case's last letter are the starting point of this one.
  const savedFacts = found.data?.facts;
  useEffect(() => {
    if (savedFacts) setFacts(savedFacts);
  }, [savedFacts]);

  const fitting = (rules.data?.rules ?? []).filter((rule) => appliesTo(rule.appliesWhen, facts));
  const chosenRules = fitting.filter((rule) => chosen.includes(rule.key));
  const needsNotice = chosenRules.some(countsToNotice);
  const unverified = chosenRules.filter((rule) => rule.verifiedAt === null);

  const request = () => {
    const missing: Problems = {};
    if (documentId === null) missing.document = t('keyDates.letter.documentRequired');
    if (!dateOnLetter) missing.date = t('keyDates.letter.dateRequired');
    if (chosenRules.length === 0) missing.rules = translateMessage(t, 'letter.rules.required');
    setProblems(missing);
    if (documentId === null || Object.keys(missing).length > 0) return null;
    return {
      caseId,
      documentId,
      letter: {
        dateOnLetter,
        dateSent: dateSent || null,
        dateReceived: dateReceived || null,
        noticeDate: noticeDate || null,
      },
      facts,
      ruleKeys: chosenRules.map((rule) => rule.key),
    };
  };
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreviews(null);
    };

  const preview = async () => {
    setFailure(null);
    const body = request();
    if (!body) return;
    try {
      setPreviews((await previewing.mutateAsync(body)).previews);
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };

  const create = async () => {
    setFailure(null);
    const body = request();
    if (!body) return;
    if (unverified.length > 0) {
      setFailure(t('keyDates.letter.unverifiedChosen'));
      return;
    }
    try {
      const { ids: made } = await add.mutateAsync({
        ...body,
        critical,
        clientVisible,
        ...(assigneeId ? { assigneeId } : {}),
        ...(supervisorId ? { supervisorId } : {}),
      });
      toast.success(t('keyDates.letter.done', { count: made.length }), t('keyDates.title'));
      onDone();
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };

  return (
    <section aria-labelledby={headingId} className="border-top pt-3">
      <h3 id={headingId} className="h6">
        {t('keyDates.letter.heading')}
      </h3>
      <ErrorAlert message={failure} />
      <FailureAlert error={letters.error ?? rules.error ?? found.error} />
      <LetterChoice
        caseId={caseId}
        documents={letters.data}
        value={documentId}
        onChange={change((value: number | null) => {
          setDocumentId(value);
          setDateOnLetter('');
        })}
        error={problems.document}
      />
      {documentId !== null && found.data ? (
        <>
          {found.data.reading ? (
            <p className="small text-body-secondary" role="status">
              {t('keyDates.letter.reading')}
            </p>
          ) : found.data.proposals.length === 0 ? (
            <p className="small text-body-secondary">{t('keyDates.letter.noneFound')}</p>
          ) : (
            <p className="small text-body-secondary">{t('keyDates.letter.confirm')}</p>
          )}
          <DateProposals
            proposals={found.data.proposals}
            value={dateOnLetter}
            onChange={change(setDateOnLetter)}
          />
          {problems.date && !dateOnLetter ? <p className="small text-danger">{problems.date}</p> : null}
          <details className="mb-3">
            <summary>{t('keyDates.letter.moreDates')}</summary>
            <FieldShell
              label={t('keyDates.letter.dateSent')}
              className="mt-2 mb-2"
              hint={t('keyDates.letter.dateSentHint')}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={dateSent}
                  onChange={(event) => change(setDateSent)(event.target.value)}
                />
              )}
            </FieldShell>
            <FieldShell label={t('keyDates.letter.dateReceived')} className="mb-2">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={dateReceived}
                  onChange={(event) => change(setDateReceived)(event.target.value)}
                />
              )}
            </FieldShell>
          </details>
        </>
      ) : null}
      <FactsFieldset facts={facts} onChange={change(setFacts)} />
      <fieldset className="mb-3" aria-describedby={problems.rules ? `${ids.rules}-error` : undefined}>
        <legend className="form-label fs-6">{t('keyDates.letter.rules')}</legend>
        {fitting.map((rule) => (
          <div className="form-check" key={rule.key}>
            <input
              id={`${ids.rules}-${rule.key}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(rule.key)}
              onChange={(event) =>
                change(setChosen)(
                  event.target.checked ? [...chosen, rule.key] : chosen.filter((key) => key !== rule.key),
                )
              }
            />
            <label htmlFor={`${ids.rules}-${rule.key}`} className="form-check-label">
              {rule.verifiedAt
                ? ruleLabelIn(rule, language)
                : t('keyDates.add.notVerifiedOption', { label: ruleLabelIn(rule, language) })}
            </label>
          </div>
        ))}
        {problems.rules && chosenRules.length === 0 ? (
          <p id={`${ids.rules}-error`} className="small text-danger mb-0">
            {problems.rules}
          </p>
        ) : null}
      </fieldset>
      {needsNotice ? (
        <FieldShell label={t('keyDates.letter.noticeDate')} required>
          {(control) => (
            <input
              {...control}
              type="date"
              value={noticeDate}
              onChange={(event) => change(setNoticeDate)(event.target.value)}
            />
          )}
        </FieldShell>
      ) : null}
      <PeopleFields
        caseId={caseId}
        assigneeId={assigneeId}
        supervisorId={supervisorId}
        onAssignee={setAssigneeId}
        onSupervisor={setSupervisorId}
      />
      <div className="form-check">
        <input
          id={ids.critical}
          type="checkbox"
          className="form-check-input"
          checked={critical}
          onChange={(event) => setCritical(event.target.checked)}
        />
        <label htmlFor={ids.critical} className="form-check-label">
          {t('keyDates.add.critical')}
        </label>
      </div>
      <div className="form-check mb-3">
        <input
          id={ids.client}
          type="checkbox"
          className="form-check-input"
          checked={clientVisible}
          onChange={(event) => setClientVisible(event.target.checked)}
        />
        <label htmlFor={ids.client} className="form-check-label">
          {t('keyDates.add.clientVisible')}
        </label>
      </div>
      {previews ? <LetterPreviews previews={previews} rules={fitting} /> : null}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={previewing.isPending}
          onClick={() => void preview()}
        >
          {t('keyDates.add.preview')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={add.isPending || previewing.isPending || !previews}
          onClick={() => void create()}
        >
          {t('keyDates.letter.submit')}
        </button>
        <button type="button" className="btn btn-light" onClick={onDone}>
          {t('keyDates.cancel')}
        </button>
      </div>
    </section>
  );
}

/** Each chosen rule's date from the letter, with its workings. */
function LetterPreviews({ previews, rules }: { previews: LetterPreview['previews']; rules: DeadlineRule[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="border rounded p-2 mb-3" aria-label={t('keyDates.add.previewHeading')}>
      <ul className="list-unstyled mb-0">
        {previews.map((preview) => {
          const rule = rules.find((candidate) => candidate.key === preview.ruleKey);
          return (
            <li key={preview.ruleKey} className="mb-2">
              <p className="mb-1 fw-semibold">{rule ? ruleLabelIn(rule, language) : preview.ruleKey}</p>
              <p className="mb-1">
                {t('keyDates.add.safeDate', { date: formatDay(preview.safeDueDate, language) })}
              </p>
              {preview.dueDate !== preview.safeDueDate ? (
                <p className="mb-1 small">
                  {t('keyDates.add.rolledDate', { date: formatDay(preview.dueDate, language) })}
                </p>
              ) : null}
              <StepList steps={preview.steps} />
              {preview.verified ? null : (
                <p className="mb-0 small text-danger">{t('keyDates.add.ruleNotVerified')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
