import type { KeyDate, KeyDateStatus } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import {
  useAcceptKeyDateChange,
  useApplyRuleVersion,
  useCaseLetters,
  useKeyDatesOfCase,
} from '../api/key-dates';
import { AddKeyDateForm } from './add-key-date-form';
import { AddLetterForm } from './add-letter-form';
import { Appointments } from './appointments';
import { ChangeDueDialog, CompleteDialog, type DialogTarget, WaiveDialog } from './key-date-dialogs';
import { Countdown, HowWorkedOut } from './key-date-steps';
import { labelOf, londonToday, type Urgency, urgencyOf } from './key-date-view';

const STATUS_CLASS: Record<KeyDateStatus, string> = {
  open: 'text-bg-primary',
  done: 'text-bg-success',
  missed: 'text-bg-danger',
  waived: 'text-bg-secondary',
  superseded: 'text-bg-light border',
};

const URGENCY_CLASS: Record<NonNullable<Urgency>, string> = {
  overdue: 'text-bg-danger',
  twoWorkingDays: 'text-bg-warning',
  sevenDays: 'text-bg-info',
};

interface ItemProps {
  caseId: number;
  keyDate: KeyDate;
  today: string;
  onWaive: (target: DialogTarget) => void;
  onComplete: (target: DialogTarget) => void;
  onChange: (target: DialogTarget & { current: string }) => void;
}

/** "Proof: <document>" on a date done with its evidence. */
function EvidenceLine({ caseId, documentId }: { caseId: number; documentId: number }) {
  const { t } = useTranslation();
  const documents = useCaseLetters(caseId);
  const document = documents.data?.find((candidate) => candidate.id === documentId);
  if (!document) return null;
  return (
    <p className="mb-1 small text-break">
      {t('keyDates.complete.evidenceShown', { name: document.documentName })}
    </p>
  );
}

/** One key date: what, when, how soon, whose, its state, and what can be done with it. */
function KeyDateItem({ caseId, keyDate, today, onWaive, onComplete, onChange }: ItemProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'en';
  const accept = useAcceptKeyDateChange(caseId);
  const newer = useApplyRuleVersion(caseId);
  const label = labelOf(keyDate, language);
  const open = keyDate.status === 'open';
  const urgency = open ? urgencyOf(keyDate.safeDueDate, today) : null;
  const busy = accept.isPending || newer.isPending;
  const forDate = <span className="visually-hidden">: {label}</span>;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done, t('keyDates.title'));
    } catch (caught) {
      toast.error(failureMessage(caught), t('keyDates.title'));
    }
  };

  return (
    <li className="border-bottom py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 className="h6 mb-0 text-break">{label}</h3>
        {keyDate.critical ? <span className="badge text-bg-danger">{t('keyDates.critical')}</span> : null}
        <span className={`badge ${STATUS_CLASS[keyDate.status]}`}>
          {t(`keyDates.status.${keyDate.status}`)}
        </span>
      </div>
      <p className="mb-1 d-flex flex-wrap align-items-center gap-2">
        <span>{t('keyDates.dueOn', { date: formatDay(keyDate.safeDueDate, language) })}</span>
        {open ? (
          <span className="fw-semibold">
            <Countdown day={keyDate.safeDueDate} today={today} />
          </span>
        ) : null}
        {urgency ? (
          <span className={`badge ${URGENCY_CLASS[urgency]}`}>{t(`keyDates.urgency.${urgency}`)}</span>
        ) : null}
      </p>
      <p className="mb-1 small text-body-secondary text-break">
        {keyDate.assigneeName
          ? t('keyDates.assignee', { name: keyDate.assigneeName })
          : t('keyDates.noAssignee')}
      </p>
      {keyDate.evidenceDocumentId !== null ? (
        <EvidenceLine caseId={caseId} documentId={keyDate.evidenceDocumentId} />
      ) : null}
      {keyDate.waivedReason ? (
        <p className="mb-1 small text-break">
          {t('keyDates.waivedReason', { reason: keyDate.waivedReason })}
        </p>
      ) : null}
      {open && keyDate.pendingDueDate ? (
        <div className="alert alert-info py-2 my-2 d-flex flex-wrap align-items-center gap-2">
          <span className="text-break">
            {t('keyDates.pending', { date: formatDay(keyDate.pendingDueDate, language) })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy}
            onClick={() => void run(() => accept.mutateAsync({ id: keyDate.id }), t('keyDates.acceptDone'))}
          >
            {t('keyDates.accept')}
            {forDate}
          </button>
        </div>
      ) : null}
      {open && keyDate.newerRuleVersion !== null ? (
        <div className="alert alert-info py-2 my-2 d-flex flex-wrap align-items-center gap-2">
          <span className="text-break">
            {t('keyDates.newerVersion', { version: keyDate.newerRuleVersion })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy}
            onClick={() =>
              void run(() => newer.mutateAsync({ id: keyDate.id }), t('keyDates.newerVersionDone'))
            }
          >
            {t('keyDates.useNewerVersion', { version: keyDate.newerRuleVersion })}
            {forDate}
          </button>
        </div>
      ) : null}
      <HowWorkedOut steps={keyDate.steps} />
      {open ? (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            disabled={busy}
            onClick={() => onComplete({ id: keyDate.id, label })}
          >
            {t('keyDates.actions.done')}
            {forDate}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={busy}
            onClick={() => onWaive({ id: keyDate.id, label })}
          >
            {t('keyDates.actions.waive')}
            {forDate}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busy}
            onClick={() => onChange({ id: keyDate.id, label, current: keyDate.safeDueDate })}
          >
            {t('keyDates.actions.change')}
            {forDate}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The case's key dates for its staff, with the form to add one. */
export function KeyDatesSection({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useKeyDatesOfCase(caseId);
  const [adding, setAdding] = useState<'letter' | 'date' | null>(null);
  const [waiving, setWaiving] = useState<DialogTarget | null>(null);
  const [completing, setCompleting] = useState<DialogTarget | null>(null);
  const [changing, setChanging] = useState<(DialogTarget & { current: string }) | null>(null);
  const today = londonToday();

  return (
    <div>
      <FailureAlert error={error} />
      {isPending ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {data && data.keyDates.length === 0 ? (
        <p className="text-body-secondary">{t('keyDates.none')}</p>
      ) : null}
      {data && data.keyDates.length > 0 ? (
        <ul className="list-unstyled mb-3">
          {data.keyDates.map((keyDate) => (
            <KeyDateItem
              key={keyDate.id}
              caseId={caseId}
              keyDate={keyDate}
              today={today}
              onWaive={setWaiving}
              onComplete={setCompleting}
              onChange={setChanging}
            />
          ))}
        </ul>
      ) : null}
      {adding === 'letter' ? <AddLetterForm caseId={caseId} onDone={() => setAdding(null)} /> : null}
      {adding === 'date' ? <AddKeyDateForm caseId={caseId} onDone={() => setAdding(null)} /> : null}
      {adding === null ? (
        <div className="d-flex flex-wrap gap-2">
          {/* A letter that starts clocks is the usual way a date arrives; by hand is for the rest. */}
          <button type="button" className="btn btn-primary" onClick={() => setAdding('letter')}>
            {t('keyDates.letter.open')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => setAdding('date')}>
            {t('keyDates.add.open')}
          </button>
        </div>
      ) : null}
      <CompleteDialog caseId={caseId} target={completing} onClose={() => setCompleting(null)} />
      <WaiveDialog caseId={caseId} target={waiving} onClose={() => setWaiving(null)} />
      <ChangeDueDialog
        caseId={caseId}
        target={changing}
        current={changing?.current ?? null}
        onClose={() => setChanging(null)}
      />
      <Appointments caseId={caseId} />
    </div>
  );
}

export default KeyDatesSection;
