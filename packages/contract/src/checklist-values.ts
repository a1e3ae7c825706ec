/**
 * The document checklist's plain values (the schemas are in checklist.ts): a screen that needs a
 * state's name or a reason's key does not load the validation library.
 */

/** Where one document of a case stands. */
export const CHECKLIST_STATES = ['Missing', 'AwaitingReview', 'Accepted', 'Rejected', 'Waived'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

/** Where an item came from: the case type's documents, or the firm's request on this case. */
export const CHECKLIST_ITEM_KINDS = ['required', 'eligibility', 'requested', 'additional'] as const;

export const REVIEW_DECISIONS = ['Accept', 'Reject', 'Waive'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Why a document is sent back, as the firm picks it; `other` needs words of its own. */
export const REJECTION_REASONS = [
  'unreadable',
  'wrongDocument',
  'expired',
  'pagesMissing',
  'nameMismatch',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * A case's stage, from its items: something still needed from the client (a needed item Missing or
 * Rejected), else something with the firm (AwaitingReview), else complete. Optional items that are
 * missing do not hold a case back.
 */
export const CASE_STAGES = ['WaitingForClient', 'WithFirm', 'Complete'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

/** The staff's work queues, as filters of the case list and figures of the dashboard. */
export const CASE_QUEUES = ['awaitingMyReview', 'waitingForClient', 'overdue'] as const;
export type CaseQueue = (typeof CASE_QUEUES)[number];

/** Days after an item went missing (or was sent back) on which its client is reminded. */
export const DEFAULT_REMINDER_DAYS = [3, 7, 14] as const;
