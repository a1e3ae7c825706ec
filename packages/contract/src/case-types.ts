import { z } from 'zod';
import { ReminderDaysSchema } from './checklist.ts';
import { DocumentKindSchema, MaxAgeMonthsSchema } from './document-checks.ts';
import { SupportTypeSchema } from './enums.ts';
import { StoredFileRefSchema } from './files.ts';
import { LIMITS } from './limits.ts';
import { RetentionMonthsSchema } from './privacy.ts';

/** Document type ids as the spec sends them: '1' a required document, '2' an eligibility document. */
export const DOCUMENT_TYPE_IDS = { required: '1', eligibility: '2' } as const;

export const DocumentDefinitionInputSchema = z
  .object({
    /** Present when updating a document the case type already has. */
    id: z.number().int().positive().max(LIMITS.maxDbInteger).optional().nullable(),
    documentTypeId: z.enum(['1', '2'], { error: 'caseType.documentType.required' }),
    documentName: z
      .string({ error: 'caseType.documentName.required' })
      .trim()
      .min(1, 'caseType.documentName.required')
      .max(200, 'field.tooLong'),
    description: z.string().trim().max(1000, 'field.tooLong').optional().nullable(),
    /** The key of a template upload (staged, or the document's current one), as storedFileKey reads it; optional. */
    templateUrl: StoredFileRefSchema.optional().nullable(),
    orignalFileName: z.string().max(255).optional().nullable(),
    supportType: z.number().int().min(-LIMITS.maxDbSmallint).max(LIMITS.maxDbSmallint).optional().nullable(),
    /**
     * The kind of document the automatic checks expect here. Left out (the spec's clients never
     * send it), an edited document keeps its own; null clears it.
     */
    checkKind: DocumentKindSchema.optional().nullable(),
    /** How recent the document must be, in months after its own date; left out keeps, null clears. */
    maxAgeMonths: MaxAgeMonthsSchema.optional().nullable(),
  })
  .superRefine((doc, ctx) => {
    if (doc.documentTypeId === '2') {
      const parsed = SupportTypeSchema.safeParse(doc.supportType);
      if (!parsed.success || doc.supportType === 0) {
        ctx.addIssue({ code: 'custom', path: ['supportType'], message: 'caseType.supportType.required' });
      }
    }
  });
export type DocumentDefinitionInput = z.infer<typeof DocumentDefinitionInputSchema>;

const CaseTypeFieldsSchema = z.object({
  caseTypeName: z
    .string({ error: 'caseType.name.required' })
    .trim()
    .min(1, 'caseType.name.required')
    .max(200, 'field.tooLong'),
  requiresEligibilityDocuments: z.boolean().optional(),
  requiresSupportTypeDocuments: z.boolean().optional(),
  requiredDocuments: z.array(DocumentDefinitionInputSchema).max(100).default([]),
  eligibilityDocuments: z.array(DocumentDefinitionInputSchema).max(100).default([]),
  addationalDocuments: z.array(z.unknown()).max(0).optional(),
  allowedSupportTypes: z.array(SupportTypeSchema).max(10).optional(),
  /** Days after a document went missing on which the client is reminded (default 3, 7 and 14). */
  reminderDays: ReminderDaysSchema.optional(),
  /** Months after a case of this type is closed before its documents are erased (decision 041); left out, 72 for a new type and unchanged for an edited one. */
  retentionMonths: RetentionMonthsSchema.optional(),
});

/**
 * A case type someone can open a case of: the spec keeps Save disabled until a document is added,
 * and the wizard asks for a support type other than None, so one must be allowed.
 */
const usableCaseType = (
  type: { requiredDocuments: unknown[]; eligibilityDocuments: unknown[]; allowedSupportTypes?: number[] },
  ctx: z.RefinementCtx,
) => {
  if (type.requiredDocuments.length + type.eligibilityDocuments.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['requiredDocuments'], message: 'caseType.documents.required' });
  }
  if (type.allowedSupportTypes && !type.allowedSupportTypes.some((value) => value !== 0)) {
    ctx.addIssue({
      code: 'custom',
      path: ['allowedSupportTypes'],
      message: 'caseType.supportTypes.required',
    });
  }
};

export const SaveCaseTypeRequestSchema = CaseTypeFieldsSchema.superRefine(usableCaseType);
export type SaveCaseTypeRequest = z.infer<typeof SaveCaseTypeRequestSchema>;

export const UpdateCaseTypeRequestSchema = CaseTypeFieldsSchema.extend({
  id: z.number().int().positive().max(LIMITS.maxDbInteger),
}).superRefine(usableCaseType);
export type UpdateCaseTypeRequest = z.infer<typeof UpdateCaseTypeRequestSchema>;

export const DocumentDefinitionSchema = z.object({
  id: z.number().int(),
  documentName: z.string(),
  description: z.string().nullable(),
  isRequired: z.boolean(),
  templateUrl: z.string().nullable(),
  orignalFileName: z.string().nullable(),
  supportType: z.number().int().nullable(),
  checkKind: DocumentKindSchema.nullable(),
  maxAgeMonths: z.number().int().nullable(),
});
export type DocumentDefinition = z.infer<typeof DocumentDefinitionSchema>;

export const CaseTypeSchema = z.object({
  id: z.number().int(),
  caseTypeName: z.string(),
  requiresEligibilityDocuments: z.boolean(),
  requiresSupportTypeDocuments: z.boolean(),
  allowedSupportTypes: z.array(z.number().int()),
  requiredDocuments: z.array(DocumentDefinitionSchema),
  eligibilityDocuments: z.array(DocumentDefinitionSchema),
  isArchived: z.boolean(),
  reminderDays: z.array(z.number().int()),
  /** Months a closed case's documents are kept (decision 041). */
  retentionMonths: z.number().int().optional(),
});
export type CaseType = z.infer<typeof CaseTypeSchema>;

export const IdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(LIMITS.maxDbInteger) });
