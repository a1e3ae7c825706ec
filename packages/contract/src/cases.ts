import { z } from 'zod';
import { ChecklistCountsSchema } from './checklist.ts';
import { CASE_QUEUES, CASE_STAGES } from './checklist-values.ts';
import { CaseStatusSchema } from './enums.ts';
import { StoredFileRefSchema } from './files.ts';
import { LIMITS } from './limits.ts';
import { CaseLegalHoldSchema } from './privacy.ts';
import { CASE_LIST_FILTERS } from './values.ts';

export const UploadedDocumentSchema = z.object({
  documentDefinitionId: z.number().int().positive().max(LIMITS.maxDbInteger),
  filePath: StoredFileRefSchema.pipe(z.string().min(1)),
  fileName: z.string().max(255).optional(),
  /** Sent by the spec's client as "" and 100; the server reads both from the stored file instead. */
  contentType: z.string().max(200).optional().nullable(),
  fileSize: z.number().optional().nullable(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

export const CreateCaseRequestSchema = z.object({
  caseTypeId: z
    .number({ error: 'case.caseType.required' })
    .int()
    .positive('case.caseType.required')
    .max(LIMITS.maxDbInteger, 'case.caseType.required'),
  description: z.string().trim().max(4000, 'field.tooLong').optional().nullable(),
  supportType: z
    .number({ error: 'case.supportType.required' })
    .int()
    .min(-LIMITS.maxDbSmallint)
    .max(LIMITS.maxDbSmallint),
  requiredDocuments: z.array(UploadedDocumentSchema).max(100).default([]),
  eligibilityDocuments: z.array(UploadedDocumentSchema).max(100).default([]),
  /**
   * A client's own case is theirs whatever this says (the spec's client sends its own id); a member
   * of staff opening a case for a client names the client here.
   */
  clientId: z.string().max(100).optional().nullable(),
});
export type CreateCaseRequest = z.infer<typeof CreateCaseRequestSchema>;

export { CASE_LIST_FILTERS, SORT_COLUMNS } from './values.ts';

/** Clients send null (or nothing, or "") for a list parameter they leave at its default. */
const unset = (value: unknown) => (value === null || value === '' ? undefined : value);
const pageNumber = (fallback: number, max: number) =>
  z.preprocess(unset, z.coerce.number().int().min(1).max(max).default(fallback));

export const ListQuerySchema = z.object({
  pageNo: pageNumber(LIMITS.defaultPageNo, LIMITS.maxDbInteger),
  pageSize: pageNumber(LIMITS.defaultPageSize, LIMITS.maxPageSize),
  searchQuery: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
  sortColumn: z
    .string()
    .max(50)
    .nullish()
    .transform((v) => v ?? ''),
  sortOrder: z
    .string()
    .max(10)
    .nullish()
    .transform((v) => (v?.toLowerCase() === 'asc' ? ('asc' as const) : ('desc' as const))),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The case list's query: the common list parameters, and the dashboard's figures as filters. */
export const CaseListQuerySchema = ListQuerySchema.extend({
  status: CaseStatusSchema.optional(),
  filter: z.enum(CASE_LIST_FILTERS).optional(),
  /** A work queue: awaiting my review, waiting for the client, overdue. */
  queue: z.enum(CASE_QUEUES).optional(),
});
export type CaseListQuery = z.infer<typeof CaseListQuerySchema>;

/**
 * GetCases as the specification calls it, with no parameters: every case the caller may see, up
 * to the largest page, as a plain list. pageNo and pageSize still page it when given.
 */
export const GetCasesQuerySchema = CaseListQuerySchema.extend({
  pageSize: pageNumber(LIMITS.maxPageSize, LIMITS.maxPageSize),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    pageSize: z.number().int(),
    /** False when there are more matches than totalItems says: the list shows "N+ entries". */
    totalIsExact: z.boolean(),
  });
}
export type Paged<T> = {
  items: T[];
  currentPage: number;
  totalItems: number;
  totalPages: number;
  pageSize: number;
  totalIsExact: boolean;
};

export const CaseListItemSchema = z.object({
  id: z.number().int(),
  caseTypeId: z.number().int(),
  caseTypeName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  solicitorId: z.string().nullable(),
  solicitorName: z.string().nullable(),
  supportType: z.number().int(),
  status: CaseStatusSchema,
  createdAt: z.string(),
  /** Where the case's documents stand: waiting for the client, with the firm, or complete (decision 025). */
  stage: z.enum(CASE_STAGES),
});
export type CaseListItem = z.infer<typeof CaseListItemSchema>;

export const CaseDocumentSchema = z.object({
  id: z.number().int(),
  documentDefinitionId: z.number().int().nullable(),
  documentName: z.string(),
  documentType: z.enum(['required', 'eligibility', 'additional']),
  fileName: z.string(),
  filePath: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string(),
});
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;

export const CaseDetailSchema = CaseListItemSchema.extend({
  description: z.string().nullable(),
  documents: z.array(CaseDocumentSchema),
  /** What the caller may do here; the server checks again on every call. */
  permissions: z.object({
    assignSolicitor: z.boolean(),
    changeStatus: z.boolean(),
    addDocument: z.boolean(),
    /** Review its documents, ask for more and remind the client: the case's staff. */
    reviewDocuments: z.boolean(),
  }),
  missingRequiredDocuments: z.array(z.object({ id: z.number().int(), documentName: z.string() })),
  /** Counts per state behind the stage the list item carries (GetCaseChecklist has the items). */
  checklistCounts: ChecklistCountsSchema,
  /** Administrators only (decision 041): the case's legal hold, or null; left out for everyone else. */
  legalHold: CaseLegalHoldSchema.optional(),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

export const AssignSolicitorQuerySchema = z.object({
  caseId: z.coerce.number().int().positive().max(LIMITS.maxDbInteger),
  solicitorId: z.uuid('case.solicitor.required'),
});

export const SolicitorOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type SolicitorOption = z.infer<typeof SolicitorOptionSchema>;

export const CaseIdQuerySchema = z.object({
  caseId: z.coerce.number().int().positive().max(LIMITS.maxDbInteger),
});

export const AddNoteRequestSchema = z.object({
  caseId: z.number().int().positive().max(LIMITS.maxDbInteger),
  text: z.string().trim().min(1, 'note.required').max(4000, 'field.tooLong'),
  /** Staff notes are internal unless shared; a client's notes are always visible to staff. */
  isSharedWithClient: z.boolean().optional().default(false),
});
export type AddNoteRequest = z.infer<typeof AddNoteRequestSchema>;

export const CaseNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  isSharedWithClient: z.boolean(),
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof CaseNoteSchema>;

export const ChangeStatusRequestSchema = z.object({
  caseId: z.number().int().positive().max(LIMITS.maxDbInteger),
  status: CaseStatusSchema,
  reason: z.string().trim().max(1000, 'field.tooLong').optional().nullable(),
});

export const AddCaseDocumentRequestSchema = z.object({
  caseId: z.number().int().positive().max(LIMITS.maxDbInteger),
  /** The document of the case type it answers; omit for an additional document. */
  documentDefinitionId: z.number().int().positive().max(LIMITS.maxDbInteger).optional().nullable(),
  filePath: StoredFileRefSchema.pipe(z.string().min(1)),
  documentName: z.string().trim().max(200).optional().nullable(),
});

/**
 * The Add document form: a document the case type does not ask for needs a name the firm will
 * know it by, and its staged file (AddCaseDocument takes both, the name optional for a client
 * written against the spec).
 */
export const AdditionalDocumentFormSchema = z.object({
  documentName: z.string().trim().min(1, 'additionalDocument.name.required').max(200, 'field.tooLong'),
  filePath: z.string().min(1, 'additionalDocument.file.required'),
});

export const TimelineEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const SupportRequirementsQuerySchema = z.object({
  supportType: z.coerce.number().int().min(-LIMITS.maxDbSmallint).max(LIMITS.maxDbSmallint),
  caseTypeId: z.coerce.number().int().positive().max(LIMITS.maxDbInteger).optional(),
});

export const SupportRequirementSchema = z.object({
  caseTypeId: z.number().int(),
  caseTypeName: z.string(),
  documents: z.array(
    z.object({
      id: z.number().int(),
      documentName: z.string(),
      description: z.string().nullable(),
      templateUrl: z.string().nullable(),
      orignalFileName: z.string().nullable(),
      supportType: z.number().int().nullable(),
    }),
  ),
});
