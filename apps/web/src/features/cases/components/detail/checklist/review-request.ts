import {
  type RejectionReason,
  type ReviewDecision,
  type ReviewDocumentRequest,
  ReviewDocumentRequestSchema,
} from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the review form holds: nothing chosen yet is ''. */
export interface ReviewValues {
  decision: ReviewDecision | '';
  reasonCode: RejectionReason | '';
  reason: string;
}

export const EMPTY_REVIEW: ReviewValues = { decision: '', reasonCode: '', reason: '' };
export const REVIEW_FIELDS = ['decision', 'reasonCode', 'reason'] as const;

/** The item under review, the form's context: what the request names besides the reviewer's choice. */
export interface ReviewTarget {
  caseId: number;
  itemId: number;
  /** The version on screen (the item's current one), or null before any upload. */
  versionId: number | null;
  /** The decisions offered for the item as it is now; a choice no longer offered counts as none. */
  decisions: readonly ReviewDecision[];
}

/** The request the values make: only what the decision takes. */
export function reviewRequest(values: ReviewValues, target: ReviewTarget) {
  const decision = values.decision && target.decisions.includes(values.decision) ? values.decision : '';
  return {
    caseId: target.caseId,
    itemId: target.itemId,
    decision: decision || undefined,
    // The version on screen: a newer upload since then makes the API refuse rather than judge unseen.
    ...(decision === 'Waive' ? {} : { versionId: target.versionId }),
    ...(decision === 'Reject' ? { reasonCode: values.reasonCode || null } : {}),
    ...(decision === 'Accept' ? {} : { reason: values.reason.trim() || null }),
  } as ReviewDocumentRequest;
}

// The API takes a note alone as an "other" reason; the form asks for one from the list, so the
// client reads a reason in her language.
const ReviewFormSchema = ReviewDocumentRequestSchema.superRefine((review, ctx) => {
  if (review.decision === 'Reject' && !review.reasonCode) {
    ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: 'checklist.reasonCode.required' });
  }
});
const check = zodResolver(ReviewFormSchema);

/** Checks the request the values make by the contract's rules, each problem at its field. */
export const reviewResolver: Resolver<ReviewValues, ReviewTarget> = async (values, target, options) => {
  if (!target) throw new Error('The review form needs its item as context');
  const { errors } = await check(reviewRequest(values, target) as never, undefined, options as never);
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
