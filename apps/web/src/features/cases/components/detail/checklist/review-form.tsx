import { type ChecklistItem, REJECTION_REASONS, type ReviewDecision } from '@docket/contract';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { useReviewDocument } from '@/features/cases/api/review-document';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import {
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  type ReviewTarget,
  type ReviewValues,
  reviewRequest,
  reviewResolver,
} from './review-request';

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
  const target: ReviewTarget = { caseId, itemId: item.id, versionId, decisions };
  const form = useForm<ReviewValues, ReviewTarget>({
    resolver: reviewResolver,
    context: target,
    defaultValues: EMPTY_REVIEW,
  });
  const { register, formState } = form;
  const [decision, reasonCode] = useWatch({ control: form.control, name: ['decision', 'reasonCode'] });
  const chosen = decision && decisions.includes(decision) ? decision : null;
  const decisionError = formState.errors.decision?.message;

  const submit = form.handleSubmit(async (values) => {
    if (review.isPending) return;
    const body = reviewRequest(values, target);
    try {
      await review.mutateAsync(body);
      toast.success(t(`cases.checklist.review.done.${body.decision}`, { name: item.name }), item.name);
      form.reset(EMPTY_REVIEW);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, REVIEW_FIELDS))
        toast.error(failureMessage(error), item.name);
    }
  });

  if (decisions.length === 0) return null;
  return (
    <FormProvider {...form}>
      <form noValidate className="checklist-review-form" onSubmit={submit}>
        <fieldset className="mb-3" aria-describedby={decisionError ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="form-label fs-6 fw-semibold">
            {t('cases.checklist.review.legend', { name: item.name })}
          </legend>
          {decisions.map((value) => (
            <div key={value} className="form-check checklist-choice">
              <input
                className="form-check-input"
                type="radio"
                id={`${legendId}-${value}`}
                value={value}
                {...register('decision')}
              />
              <label className="form-check-label" htmlFor={`${legendId}-${value}`}>
                {t(`cases.checklist.review.decisions.${value}`)}
              </label>
            </div>
          ))}
          {decisionError ? (
            <div id={`${legendId}-error`} className="invalid-feedback d-block">
              {translateMessage(t, decisionError)}
            </div>
          ) : null}
        </fieldset>
        {chosen === 'Reject' ? (
          <FormField
            name="reasonCode"
            label={t('cases.checklist.review.reasonCode')}
            required
            controlClass="form-select"
          >
            {(control) => (
              <select {...control} {...register('reasonCode')}>
                <option value="">{t('cases.checklist.review.chooseReason')}</option>
                {REJECTION_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {t(`checklist.reasons.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {chosen === 'Reject' || chosen === 'Waive' ? (
          <FormField
            name="reason"
            label={
              chosen === 'Waive'
                ? t('cases.checklist.review.waiveReason')
                : reasonCode === 'other'
                  ? t('cases.checklist.review.noteRequired')
                  : t('cases.checklist.review.note')
            }
            required={chosen === 'Waive' || reasonCode === 'other'}
            hint={chosen === 'Reject' ? t('cases.checklist.review.noteHint') : undefined}
          >
            {(control) => <textarea {...control} {...register('reason')} rows={2} maxLength={1000} />}
          </FormField>
        ) : null}
        <button type="submit" className="btn btn-primary checklist-action" aria-disabled={review.isPending}>
          {chosen ? t(`cases.checklist.review.submit.${chosen}`) : t('cases.checklist.review.submit.none')}
        </button>
      </form>
    </FormProvider>
  );
}
