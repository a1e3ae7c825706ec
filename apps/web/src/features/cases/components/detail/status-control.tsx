import { CASE_STATUSES, type CaseStatus } from '@docket/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast';
import { failureMessage } from '../../../../lib/error-messages';
import { useChangeCaseStatus } from '../../api/change-case-status';

/** Moves a case between Open, Pending and Closed, with an optional reason kept in the timeline. */
export function StatusControl({ caseId, status }: { caseId: number; status: CaseStatus }) {
  const { t } = useTranslation();
  const toast = useToast();
  const selectId = useId();
  const reasonId = useId();
  const [next, setNext] = useState<CaseStatus>(status);
  const [reason, setReason] = useState('');
  const change = useChangeCaseStatus(caseId);
  const selectRef = useRef<HTMLSelectElement>(null);
  // The case's status as the server now has it; the control stays mounted so it keeps the focus.
  useEffect(() => setNext(status), [status]);

  const submit = async () => {
    if (change.isPending) return;
    try {
      await change.mutateAsync({ status: next, reason });
      setReason('');
      // The button is disabled now (nothing left to change): the focus goes to the new status.
      selectRef.current?.focus();
      toast.success(
        t('cases.statusChange.done', { status: t(`cases.statuses.${next}`) }),
        t('cases.statusChange.title'),
      );
    } catch (error) {
      toast.error(failureMessage(error), t('cases.statusChange.title'));
    }
  };

  return (
    <form
      className="row g-2 align-items-end mt-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="col-sm-4">
        <label htmlFor={selectId} className="form-label">
          {t('cases.statusChange.label')}
        </label>
        <select
          ref={selectRef}
          id={selectId}
          className="form-select"
          value={next}
          onChange={(event) => setNext(event.target.value as CaseStatus)}
        >
          {CASE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`cases.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-5">
        <label htmlFor={reasonId} className="form-label">
          {t('cases.statusChange.reason')}
        </label>
        <input
          id={reasonId}
          className="form-control"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="col-sm-3">
        <button
          type="submit"
          className="btn btn-primary w-100"
          // While the request runs the button keeps the focus (aria-disabled, not disabled).
          disabled={next === status && !change.isPending}
          aria-disabled={change.isPending}
        >
          {t('cases.statusChange.submit')}
        </button>
      </div>
    </form>
  );
}
