import {
  type CaseType,
  DOCUMENT_TYPE_IDS,
  type DocumentDefinition,
  type DocumentKind,
  MaxAgeMonthsSchema,
  type SaveCaseTypeRequest,
  SUPPORT_TYPES,
} from '@docket/contract';
import type { UploadedFile } from '@/components/upload/upload-file';

/** A document definition being edited on the Create Case Type screen. */
export interface DraftDocument {
  /** Local identity for React keys and deletion; documents the server has carry `id` as well. */
  key: string;
  id?: number;
  documentTypeId: '1' | '2';
  documentName: string;
  description: string;
  supportType: number | null;
  template: UploadedFile | null;
  /** The kind the automatic checks expect here, or null for any (decision 039). */
  checkKind: DocumentKind | null;
  /** "Must be dated within" in months, as typed: empty for no limit. */
  maxAgeMonths: string;
}

/** The months a draft's field holds: null when empty, undefined when it is not a whole number from 1 to 120. */
export function maxAgeMonthsOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = MaxAgeMonthsSchema.safeParse(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  return parsed.success ? parsed.data : undefined;
}

/** Case type create always offers the three support types (spec sections 3 and 9). */
export const ALLOWED_SUPPORT_TYPES = SUPPORT_TYPES.filter((s) => s.value !== 0).map((s) => s.value);

function toDefinition(doc: DraftDocument) {
  return {
    ...(doc.id ? { id: doc.id } : {}),
    documentTypeId: doc.documentTypeId,
    documentName: doc.documentName.trim(),
    description: doc.description.trim(),
    templateUrl: doc.template?.filePath ?? null,
    orignalFileName: doc.template?.fileName ?? null,
    // Both always sent: the form holds the whole document, so an empty choice clears what was set.
    checkKind: doc.checkKind,
    maxAgeMonths: maxAgeMonthsOf(doc.maxAgeMonths) ?? null,
    ...(doc.documentTypeId === DOCUMENT_TYPE_IDS.eligibility ? { supportType: doc.supportType } : {}),
  };
}

/** The spec's create request: eligibility flag from the documents, support-type flag always true. */
export function toSaveRequest(caseTypeName: string, documents: DraftDocument[]): SaveCaseTypeRequest {
  const required = documents.filter((d) => d.documentTypeId === DOCUMENT_TYPE_IDS.required);
  const eligibility = documents.filter((d) => d.documentTypeId === DOCUMENT_TYPE_IDS.eligibility);
  return {
    caseTypeName: caseTypeName.trim(),
    requiresEligibilityDocuments: eligibility.length > 0,
    requiresSupportTypeDocuments: true,
    requiredDocuments: required.map(toDefinition),
    eligibilityDocuments: eligibility.map(toDefinition),
    addationalDocuments: [],
    allowedSupportTypes: ALLOWED_SUPPORT_TYPES,
  };
}

function fromDefinition(doc: DocumentDefinition, documentTypeId: '1' | '2'): DraftDocument {
  return {
    key: `saved-${doc.id}`,
    id: doc.id,
    documentTypeId,
    documentName: doc.documentName,
    description: doc.description ?? '',
    supportType: doc.supportType,
    template:
      doc.templateUrl !== null
        ? { filePath: doc.templateUrl, fileName: doc.orignalFileName ?? doc.documentName }
        : null,
    checkKind: doc.checkKind,
    maxAgeMonths: doc.maxAgeMonths === null ? '' : String(doc.maxAgeMonths),
  };
}

/** An existing case type's documents, ready to edit. */
export function draftsFrom(caseType: CaseType): DraftDocument[] {
  return [
    ...caseType.requiredDocuments.map((d) => fromDefinition(d, DOCUMENT_TYPE_IDS.required)),
    ...caseType.eligibilityDocuments.map((d) => fromDefinition(d, DOCUMENT_TYPE_IDS.eligibility)),
  ];
}
