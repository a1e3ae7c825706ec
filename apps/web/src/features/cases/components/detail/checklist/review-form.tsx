import {
  type ChecklistItem,
  REJECTION_REASONS,
  type RejectionReason,
  type ReviewDecision,
  ReviewDocumentRequestSchema,
} from '@docket/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../../components/form/field-shell';
import { useToast } from '../../../../../components/toast/use-toast';
import { failureMessage } from '../../../../../lib/error-messages';
import { type ReviewBody, useReviewDocument } from '../../../api/review-document';

/** The decisions the server takes on an item in this state (ITEM_ALREADY_IN_STATE, NOTHING_TO_REVIEW otherwise). */
function decisionsFor(item: ChecklistItem, hasVersion: boolean): ReviewDecision[] {
  const decisions: ReviewDecision[] = [];
  if (hasVersion && item.state !== 'Accepted') decisions.push('Accept');
  if (hasVersion && item.state !== 'Rejected') decisions.push('Reject');
  if (item.state !== 'Waived') decisions.push('Waive');
  return decisions;
}

interface ReviewFormProps {
  caseId: number;
  item: ChecklistItem;
  /** The version on screen (the item's current one), or null before any upload. */
  versionId: number | null;
}

/**
 * Accept the current version; send it back with a reason from the list (and words of the firm's
 * own, required for "other"); or waive the item, saying why. Checked by the contract's own rules.
 */
export function ReviewForm({ caseId, item, versionId }: ReviewFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const legendId = useId();
  const review = useReviewDocument(caseId);
  const decisions = decisionsFor(item, versionId !== null);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [reasonCode, setReasonCode] = useState<RejectionReason | ''>('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const chosen = decision && decisions.includes(decision) ? decision : null;

  const body: ReviewBody | null = chosen
    ? {
        itemId: item.id,
        decision: chosen,
        // The version on screen: a newer upload since then makes the API refuse rather than judge unseen.
        ...(chosen === 'Waive' ? {} : { versionId }),
        ...(chosen === 'Reject' ? { reasonCode: reasonCode || null } : {}),
        ...(chosen === 'Accept' ? {} : { reason: reason.trim() || null }),
      }
    : null;
  const check = ReviewDocumentRequestSchema.safeParse({ caseId, ...body });
  const problem = (field: string) =>
    check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === field)?.message;
  // The API takes a note alone as an "other" reason; the form asks for one from the list, so the
  // client reads a reason in her language.
  const reasonCodeProblem =
    chosen === 'Reject' && !reasonCode ? 'checklist.reasonCode.required' : problem('reasonCode');

  const submit = async () => {
    setSubmitted(true);
    if (!body || !check.success || reasonCodeProblem || review.isPending) return;
    try {
      await review.mutateAsync(body);
      toast.success(t(`cases.checklist.review.done.${body.decision}`, { name: item.name }), item.name);
      setDecision(null);
      setReasonCode('');
      setReason('');
      setSubmitted(false);
    } catch (error) {
      toast.error(failureMessage(error), item.name);
    }
  };

  if (decisions.length === 0) return null;
  return (
    <form
      noValidate
      className="checklist-review-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="mb-3" aria-describedby={submitted && !chosen ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="form-label fs-6 fw-semibold">
          {t('cases.checklist.review.legend', { name: item.name })}
        </legend>
        {decisions.map((value) => (
          <div key={value} className="form-check checklist-choice">
            <input
              className="form-check-input"
              type="radio"
              id={`${legendId}-${value}`}
              name={`decision-${item.id}`}
              checked={chosen === value}
              onChange={() => setDecision(value)}
            />
            <label className="form-check-label" htmlFor={`${legendId}-${value}`}>
              {t(`cases.checklist.review.decisions.${value}`)}
            </label>
          </div>
        ))}
        {submitted && !chosen ? (
          <div id={`${legendId}-error`} className="invalid-feedback d-block">
            {t('messages.checklist.decision.required')}
          </div>
        ) : null}
      </fieldset>
      {chosen === 'Reject' ? (
        <FieldShell
          label={t('cases.checklist.review.reasonCode')}
          required
          controlClass="form-select"
          error={reasonCodeProblem}
          showError={submitted}
        >
          {(control) => (
            <select
              {...control}
              value={reasonCode}
              onChange={(event) => setReasonCode(event.target.value as RejectionReason | '')}
            >
              <option value="">{t('cases.checklist.review.chooseReason')}</option>
              {REJECTION_REASONS.map((code) => (
                <option key={code} value={code}>
                  {t(`checklist.reasons.${code}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      ) : null}
      {chosen === 'Reject' || chosen === 'Waive' ? (
        <FieldShell
          label={
            chosen === 'Waive'
              ? t('cases.checklist.review.waiveReason')
              : reasonCode === 'other'
                ? t('cases.checklist.review.noteRequired')
                : t('cases.checklist.review.note')
          }
          required={chosen === 'Waive' || reasonCode === 'other'}
          hint={chosen === 'Reject' ? t('cases.checklist.review.noteHint') : undefined}
          error={problem('reason')}
          showError={submitted}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FieldShell>
      ) : null}
      <button type="submit" className="btn btn-primary checklist-action" aria-disabled={review.isPending}>
        {chosen ? t(`cases.checklist.review.submit.${chosen}`) : t('cases.checklist.review.submit.none')}
      </button>
    </form>
  );
}
