import { z } from 'zod';
import {
  DOCUMENT_CHECK_STATUSES,
  DOCUMENT_KINDS,
  FINDING_CODES,
  FINDING_TONES,
} from './document-check-values.ts';

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS);

/** The oldest a document may be, in months after its own date, before a check says so (e.g. 3 for a bank statement). */
export const MaxAgeMonthsSchema = z
  .number()
  .int()
  .min(1, 'caseType.maxAgeMonths.range')
  .max(120, 'caseType.maxAgeMonths.range');

export const DocumentFindingSchema = z.object({
  code: z.enum(FINDING_CODES),
  tone: z.enum(FINDING_TONES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  confidence: z.number().nullable(),
});

/**
 * The automatic check of one version (decision 039). Staff see every finding; a client sees only
 * those about the photo's readability and missing pages (CLIENT_FINDINGS).
 */
export const DocumentCheckSchema = z.object({
  status: z.enum(DOCUMENT_CHECK_STATUSES),
  findings: z.array(DocumentFindingSchema),
  /** The OCR's mean confidence (0–100), or null when no OCR was needed or it has not run yet. */
  confidence: z.number().nullable(),
  pages: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
});
export type DocumentCheck = z.infer<typeof DocumentCheckSchema>;

/** One part of a search snippet: the words matched are marked, and nothing in it is markup. */
export const SnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

/** A document found by its text, in a case the caller may see. */
export const DocumentSearchHitSchema = z.object({
  caseId: z.number().int(),
  documentId: z.number().int(),
  itemId: z.number().int().nullable(),
  documentName: z.string(),
  fileName: z.string(),
  clientName: z.string(),
  page: z.number().int(),
  snippet: z.array(SnippetPartSchema),
});
export type DocumentSearchHit = z.infer<typeof DocumentSearchHitSchema>;
