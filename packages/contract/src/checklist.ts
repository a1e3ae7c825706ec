import { z } from 'zod';
import {
  CASE_STAGES,
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_STATES,
  REJECTION_REASONS,
  REVIEW_DECISIONS,
} from './checklist-values.ts';
import { isoDateBetween } from './dates.ts';
import { DocumentCheckSchema } from './document-checks.ts';
import { StoredFileRefSchema } from './files.ts';
import { LIMITS } from './limits.ts';

const CaseIdSchema = z.number().int().positive().max(LIMITS.maxDbInteger);

/** One upload to an item. Clients see the current one; staff see every version. */
export const ChecklistVersionSchema = z.object({
  id: z.number().int(),
  /** The key DownloadFile's filePath header takes. */
  filePath: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string(),
  isCurrent: z.boolean(),
  reviewDecision: z.enum(['Accept', 'Reject']).nullable(),
  reasonCode: z.enum(REJECTION_REASONS).nullable(),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  /**
   * Its automatic check (decision 039), or null when none was queued (a version from before the
   * checks). Staff see every finding; the client only those of CLIENT_FINDINGS.
   */
  check: DocumentCheckSchema.nullable(),
});
export type ChecklistVersion = z.infer<typeof ChecklistVersionSchema>;

export const ChecklistItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  /** A needed item holds the case back while Missing or Rejected; an optional one does not. */
  isRequired: z.boolean(),
  state: z.enum(CHECKLIST_STATES),
  /** Why it was sent back (Rejected) and the firm's words, or why it was waived (Waived). */
  reasonCode: z.enum(REJECTION_REASONS).nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  /** A template to download (GetExampleFile's fileName), as the case type's documents carry it. */
  templateUrl: z.string().nullable(),
  orignalFileName: z.string().nullable(),
  definitionId: z.number().int().nullable(),
  versions: z.array(ChecklistVersionSchema),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistCountsSchema = z.object(
  Object.fromEntries(CHECKLIST_STATES.map((state) => [state, z.number().int()])) as Record<
    (typeof CHECKLIST_STATES)[number],
    z.ZodNumber
  >,
);
export type ChecklistCounts = z.infer<typeof ChecklistCountsSchema>;

export const CaseChecklistSchema = z.object({
  caseId: z.number().int(),
  stage: z.enum(CASE_STAGES),
  counts: ChecklistCountsSchema,
  items: z.array(ChecklistItemSchema),
});
export type CaseChecklist = z.infer<typeof CaseChecklistSchema>;

export const UploadChecklistDocumentRequestSchema = z.object({
  caseId: CaseIdSchema,
  itemId: z.number().int().positive().max(LIMITS.maxDbInteger),
  filePath: StoredFileRefSchema.pipe(z.string().min(1)),
  fileName: z.string().max(255).optional().nullable(),
});
export type UploadChecklistDocumentRequest = z.infer<typeof UploadChecklistDocumentRequestSchema>;

export const ReviewDocumentRequestSchema = z
  .object({
    caseId: CaseIdSchema,
    itemId: z.number().int().positive().max(LIMITS.maxDbInteger),
    decision: z.enum(REVIEW_DECISIONS, { error: 'checklist.decision.required' }),
    /** The version the reviewer looked at: if a newer one has arrived since, the answer is 409. */
    versionId: z.number().int().positive().max(LIMITS.maxDbInteger).optional().nullable(),
    reasonCode: z.enum(REJECTION_REASONS, { error: 'checklist.reasonCode.required' }).optional().nullable(),
    reason: z.string().trim().max(1000, 'field.tooLong').optional().nullable(),
  })
  .superRefine((review, ctx) => {
    // A rejection needs a reason: one from the list, or words alone (the issue's reading, where
    // `reason` is the reason), which then count as "other".
    if (review.decision === 'Reject' && !review.reasonCode && !review.reason) {
      ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: 'checklist.reasonCode.required' });
    }
    const needsWords =
      review.decision === 'Waive' || (review.decision === 'Reject' && review.reasonCode === 'other');
    if (needsWords && !review.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'checklist.reason.required' });
    }
  });
export type ReviewDocumentRequest = z.infer<typeof ReviewDocumentRequestSchema>;

export const RequestDocumentRequestSchema = z.object({
  caseId: CaseIdSchema,
  documentName: z
    .string({ error: 'checklist.documentName.required' })
    .trim()
    .min(1, 'checklist.documentName.required')
    .max(200, 'field.tooLong'),
  description: z.string().trim().max(1000, 'field.tooLong').optional().nullable(),
  /** A template upload's filePath (alone or with its file name), as CreateCaseType takes it. */
  templateUrl: StoredFileRefSchema.optional().nullable(),
  /** A calendar date (YYYY-MM-DD), today or later (the server's today). */
  dueDate: isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange')
    .optional()
    .nullable(),
});
export type RequestDocumentRequest = z.infer<typeof RequestDocumentRequestSchema>;

export const SendReminderRequestSchema = z.object({ caseId: CaseIdSchema });

/** Whom a reminder reached and for which items. */
export const ReminderSentSchema = z.object({ itemIds: z.array(z.number().int()) });

/** The clients a member of staff may open a case for. */
export const FindClientsQuerySchema = z.object({ q: z.string().trim().max(100).optional().default('') });
export const ClientOptionSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
export type ClientOption = z.infer<typeof ClientOptionSchema>;

/** Days after an item went missing on which its client is reminded: increasing, 1 to 365. */
export const ReminderDaysSchema = z
  .array(z.number().int().min(1, 'caseType.reminderDays.invalid').max(365, 'caseType.reminderDays.invalid'))
  .max(10, 'caseType.reminderDays.invalid')
  .refine(
    (days) =>
      days.every((day, i) => {
        const before = days[i - 1];
        return before === undefined || day > before;
      }),
    'caseType.reminderDays.invalid',
  );
