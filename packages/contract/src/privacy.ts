import { z } from 'zod';
import { HOUSEKEEPING_TASKS } from './background-work.ts';
import { RoleSchema } from './enums.ts';
import { LIMITS } from './limits.ts';
import { CASE_STATUSES } from './values.ts';

/**
 * Privacy (decision 041): retention per case type, legal holds, subject access exports and
 * erasure on request, all for administrators.
 */

/** How long after closing a case type's documents are kept, by default: six years, the usual period for client files. */
export const DEFAULT_RETENTION_MONTHS = 72;
/** From one month to a hundred years. */
export const RetentionMonthsSchema = z.coerce
  .number('retention.invalid')
  .int('retention.invalid')
  .min(1, 'retention.invalid')
  .max(1200, 'retention.invalid');

/** How long a ready export can be downloaded before it is deleted. */
export const EXPORT_LIFETIME_DAYS = 7;

export type HousekeepingTaskName = (typeof HOUSEKEEPING_TASKS)[number];

const caseId = z.coerce.number().int().positive().max(LIMITS.maxDbInteger);
const reason = z.string().trim().min(1, 'privacy.reason.required').max(1000, 'field.tooLong');

export const PrivacyOverviewQuerySchema = z.object({
  /** Cases whose retention ends within this many days (30 unless asked). */
  days: z.coerce.number().int().min(1).max(366).default(30),
});

const CaseRefSchema = z.object({
  caseId: z.number().int(),
  caseTypeName: z.string(),
  clientName: z.string(),
  status: z.enum(CASE_STATUSES),
});

export const RetentionDueSchema = CaseRefSchema.extend({
  closedAt: z.string(),
  retentionMonths: z.number().int(),
  /** The day the schedule erases the case's documents and text (ISO date-time). */
  eraseAfter: z.string(),
});

export const LegalHoldSchema = CaseRefSchema.extend({
  reason: z.string(),
  heldByName: z.string(),
  heldAt: z.string(),
});

export const TombstoneSchema = z.object({
  id: z.number().int(),
  subjectType: z.enum(['case', 'person']),
  subjectId: z.string(),
  rule: z.enum(['retention', 'request']),
  /** Counts and terms only (e.g. documents, files, retentionMonths, closedAt): never a name. */
  details: z.record(z.string(), z.unknown()),
  erasedAt: z.string(),
  erasedByName: z.string().nullable(),
});

export const HousekeepingTaskSchema = z.object({
  name: z.enum(HOUSEKEEPING_TASKS),
  dueAt: z.string(),
  lastFinishedAt: z.string().nullable(),
  /** Counts of what the last run did, or { failed: code }. */
  lastResult: z.record(z.string(), z.unknown()).nullable(),
});

export const PrivacyOverviewSchema = z.object({
  days: z.number().int(),
  /** Closed cases, not held, whose retention ends within `days`, soonest first (at most 200). */
  dueSoon: z.array(RetentionDueSchema),
  /** Cases under a legal hold, newest hold first. */
  held: z.array(LegalHoldSchema),
  /** The latest erasures (at most 50), newest first. */
  recentErasures: z.array(TombstoneSchema),
  schedule: z.array(HousekeepingTaskSchema),
});

export const LegalHoldRequestSchema = z.object({ caseId, reason });

/** The case's hold, answered by GetCaseById's `legalHold` for administrators. */
export const CaseLegalHoldSchema = z
  .object({ reason: z.string(), heldByName: z.string(), heldAt: z.string() })
  .nullable();

export const PersonQuerySchema = z.object({ userId: z.uuid() });

export const SUBJECT_ACCESS_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;

export const SubjectAccessExportSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: z.enum(SUBJECT_ACCESS_EXPORT_STATUSES),
  requestedAt: z.string(),
  requestedByName: z.string(),
  readyAt: z.string().nullable(),
  /** After this the download stops working and the zip is deleted. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  /** SHA-256 of the zip, to compare with the downloaded file. */
  sha256: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  failureCode: z.string().nullable(),
});

export const SubjectAccessExportListSchema = z.object({ exports: z.array(SubjectAccessExportSchema) });

export const ExportDownloadQuerySchema = z.object({ id: z.uuid() });

/** What erasing a person would do to each of their cases. */
export const ERASURE_OUTCOMES = ['erase', 'anonymise', 'blocked'] as const;
export const ERASURE_BLOCKS = ['open', 'legalHold'] as const;

export const ErasurePreviewSchema = z.object({
  person: z.object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    role: RoleSchema,
  }),
  /** The cases where the person is the client. */
  cases: z.array(
    CaseRefSchema.extend({
      closedAt: z.string().nullable(),
      /** erase: closed and past its retention; anonymise: closed, within it; blocked: see `block`. */
      outcome: z.enum(ERASURE_OUTCOMES),
      block: z.enum(ERASURE_BLOCKS).nullable(),
    }),
  ),
  /** What goes: documents (versions), stored files and their bytes, live sessions. */
  documents: z.number().int(),
  files: z.number().int(),
  bytes: z.number().int(),
  sessions: z.number().int(),
  /** True when nothing blocks the erasure. */
  canErase: z.boolean(),
  /** An erasure already asked for and not finished. */
  pending: z.boolean(),
});

export const ErasePersonRequestSchema = z.object({
  userId: z.uuid(),
  reason,
  /** The person's e-mail address, typed again: the erasure cannot be undone. */
  confirmation: z.string().trim().min(1, 'privacy.confirmation.required').max(320, 'field.tooLong'),
});

export const PersonErasureSchema = z.object({
  erasureId: z.number().int(),
  status: z.enum(['queued', 'running', 'done']),
});
