import {
  DEFAULT_RETENTION_MONTHS,
  type DocumentDefinitionInput,
  type SaveCaseTypeRequest,
  type UpdateCaseTypeRequest,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { refreshCasesOfType } from '../cases/cases.read-model.ts';
import { dropUnsentItemsOf, syncOpenChecklists } from '../cases/checklist-sync.service.ts';
import {
  activeNameTaken,
  archiveCaseType,
  archiveDocument,
  type CaseTypeValues,
  deleteCaseTypeRow,
  deleteDocument,
  documentRowsOf,
  findCaseType,
  findCaseTypesMatching,
  findDocumentOfType,
  findTypeRow,
  insertCaseType,
  insertDocument as insertDocumentRow,
  isCaseTypeUsed,
  isDocumentDefinitionUsed,
  listActiveCaseTypes,
  setTemplate,
  updateCaseTypeRow,
  updateDocument,
} from './case-types.repository.ts';

const NAME_TAKEN = () => new AppError('CASE_TYPE_NAME_TAKEN');
const DEFAULT_SUPPORT_TYPES = [1, 2, 3];

type Listed = { doc: DocumentDefinitionInput; kind: 'required' | 'eligibility'; position: number };

function listDocuments(input: SaveCaseTypeRequest): Listed[] {
  const listed: Listed[] = [
    ...input.requiredDocuments.map((doc, i) => ({ doc, kind: 'required' as const, position: i })),
    ...input.eligibilityDocuments.map((doc, i) => ({ doc, kind: 'eligibility' as const, position: i })),
  ];
  for (const { doc, kind } of listed) {
    if ((kind === 'required') !== (doc.documentTypeId === '1')) {
      throw AppError.of('DOCUMENT_WRONG_LIST', { documentName: doc.documentName });
    }
  }
  return listed;
}

function typeValues(input: SaveCaseTypeRequest, now: Date): CaseTypeValues {
  return {
    name: input.caseTypeName,
    // Derived, not trusted: the type asks for eligibility documents exactly when it has some.
    requiresEligibilityDocuments: input.eligibilityDocuments.length > 0,
    requiresSupportTypeDocuments: input.requiresSupportTypeDocuments ?? true,
    allowedSupportTypes: [
      ...new Set((input.allowedSupportTypes ?? DEFAULT_SUPPORT_TYPES).filter((s) => s !== 0)),
    ],
    // Left out (the specification's calls never send it): a new type gets the default, an edited one keeps its own.
    ...(input.reminderDays ? { reminderDays: input.reminderDays } : {}),
    ...(input.retentionMonths !== undefined ? { retentionMonths: input.retentionMonths } : {}),
    updatedAt: now,
  };
}

async function insertDocument(ctx: ActorContext, typeId: number, item: Listed) {
  const id = await insertDocumentRow(ctx.db, {
    caseTypeId: typeId,
    kind: item.kind,
    name: item.doc.documentName,
    description: item.doc.description ?? null,
    supportType: item.kind === 'eligibility' ? (item.doc.supportType ?? null) : null,
    position: item.position,
    checkKind: item.doc.checkKind ?? null,
    maxAgeMonths: item.doc.maxAgeMonths ?? null,
  });
  const { templateUrl, orignalFileName } = item.doc;
  if (templateUrl) await attachTemplate(ctx, id, templateUrl, orignalFileName);
}

/** Claims the caller's staged upload as the document's template (the file is the type's from then on). */
async function attachTemplate(
  ctx: ActorContext,
  documentId: number,
  templateUrl: string,
  originalName: string | null | undefined,
) {
  const file = await ctx.services.files.claim(ctx, templateUrl, 'template', {
    type: 'case-type-document',
    id: String(documentId),
  });
  await setTemplate(ctx.db, documentId, file.storageKey, originalName?.trim() || 'template');
}

/**
 * An edited document's check settings: the specification's clients send the whole document list
 * without them, so a field left out keeps what the firm set, and only null clears it.
 */
function checkSettings(doc: DocumentDefinitionInput) {
  return {
    ...(doc.checkKind !== undefined ? { checkKind: doc.checkKind } : {}),
    ...(doc.maxAgeMonths !== undefined ? { maxAgeMonths: doc.maxAgeMonths } : {}),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** A case type and all its documents are written in one transaction, templates claimed with them. */
export async function createCaseType(ctx: ActorContext, input: SaveCaseTypeRequest): Promise<number> {
  const listed = listDocuments(input);
  if (await activeNameTaken(ctx.db, input.caseTypeName)) throw NAME_TAKEN();
  const now = ctx.now();
  try {
    return await inTransaction(ctx, async (tx) => {
      const id = await insertCaseType(tx.db, {
        ...typeValues(input, now),
        createdBy: ctx.actor.userId,
        createdAt: now,
      });
      for (const item of listed) await insertDocument(tx, id, item);
      await recordAudit(
        tx,
        'case_type.created',
        { type: 'case_type', id },
        { name: input.caseTypeName, retentionMonths: input.retentionMonths ?? DEFAULT_RETENTION_MONTHS },
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw NAME_TAKEN();
    throw error;
  }
}

/**
 * Updates the type and its documents in one transaction. A document left out is archived when
 * cases hold files for it (they keep it) and deleted otherwise.
 */
export async function updateCaseType(ctx: ActorContext, input: UpdateCaseTypeRequest): Promise<void> {
  const existing = await findTypeRow(ctx.db, input.id);
  if (!existing || existing.archivedAt) throw new AppError('CASE_TYPE_NOT_FOUND');
  const listed = listDocuments(input);
  if (await activeNameTaken(ctx.db, input.caseTypeName, input.id)) throw NAME_TAKEN();
  const now = ctx.now();
  try {
    await inTransaction(ctx, async (tx) => {
      await updateCaseTypeRow(tx.db, input.id, typeValues(input, now));
      const current = await documentRowsOf(tx.db, input.id);
      const kept = new Set<number>();
      for (const item of listed) {
        const match = item.doc.id ? current.find((d) => d.id === item.doc.id) : undefined;
        if (item.doc.id && !match) throw new AppError('DOCUMENT_NOT_IN_CASE_TYPE');
        if (!match) {
          await insertDocument(tx, input.id, item);
          continue;
        }
        kept.add(match.id);
        await updateDocument(tx.db, match.id, {
          kind: item.kind,
          name: item.doc.documentName,
          description: item.doc.description ?? null,
          supportType: item.kind === 'eligibility' ? (item.doc.supportType ?? null) : null,
          position: item.position,
          ...checkSettings(item.doc),
          ...(item.doc.templateUrl ? {} : { templateKey: null, templateName: null }),
        });
        const { templateUrl, orignalFileName } = item.doc;
        if (templateUrl && templateUrl !== match.templateKey) {
          await attachTemplate(tx, match.id, templateUrl, orignalFileName);
        }
      }
      const removed = current.filter((d) => !kept.has(d.id));
      await dropUnsentItemsOf(
        tx,
        removed.map((d) => d.id),
      );
      for (const doc of removed) {
        if (await isDocumentDefinitionUsed(tx.db, doc.id)) await archiveDocument(tx.db, doc.id, now);
        else await deleteDocument(tx.db, doc.id);
      }
      if (input.caseTypeName !== existing.name) await refreshCasesOfType(tx.db, input.id);
      await syncOpenChecklists(tx, input.id, now);
      await recordAudit(
        tx,
        'case_type.updated',
        { type: 'case_type', id: input.id },
        {
          name: input.caseTypeName,
          // A changed retention period moves when closed cases of the type are erased: on the record.
          ...(input.retentionMonths !== undefined && input.retentionMonths !== existing.retentionMonths
            ? { retentionMonths: { from: existing.retentionMonths, to: input.retentionMonths } }
            : {}),
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw NAME_TAKEN();
    throw error;
  }
}

/** Deletes an unused type; archives one that cases use, so they keep it. */
export async function deleteCaseType(ctx: ServiceContext, id: number): Promise<'deleted' | 'archived'> {
  const existing = await findTypeRow(ctx.db, id);
  if (!existing || existing.archivedAt) throw new AppError('CASE_TYPE_NOT_FOUND');
  return inTransaction(ctx, async (tx) => {
    if (await isCaseTypeUsed(tx.db, id)) {
      await archiveCaseType(tx.db, id, ctx.now());
      await recordAudit(tx, 'case_type.archived', { type: 'case_type', id }, { name: existing.name });
      return 'archived' as const;
    }
    await deleteCaseTypeRow(tx.db, id);
    await recordAudit(tx, 'case_type.deleted', { type: 'case_type', id }, { name: existing.name });
    return 'deleted' as const;
  });
}

/** The types offered for new cases, with their current documents. */
export function listCaseTypes(ctx: ServiceContext) {
  return listActiveCaseTypes(ctx.db);
}

/** One case type with its current documents, archived or not. */
export async function getCaseType(ctx: ServiceContext, id: number) {
  const caseType = await findCaseType(ctx.db, id);
  if (!caseType) throw new AppError('CASE_TYPE_NOT_FOUND');
  return caseType;
}

// What other modules read of case types: through these, never the case types' repository.

/** A case type offered for new cases, with its current documents; undefined for one archived or unknown. */
export async function findOfferedCaseType(ctx: ServiceContext, id: number) {
  const type = await findTypeRow(ctx.db, id);
  if (!type || type.archivedAt) return undefined;
  return { type, definitions: await documentRowsOf(ctx.db, id) };
}

/** One document the case type asks for, whether archived or not; undefined when it is not the type's. */
export function findDocumentDefinition(ctx: ServiceContext, caseTypeId: number, definitionId: number) {
  return findDocumentOfType(ctx.db, caseTypeId, definitionId);
}

/** Case types on offer whose name matches the LIKE pattern (the search box). */
export function findCaseTypesNamed(ctx: ServiceContext, pattern: string, limit: number) {
  return findCaseTypesMatching(ctx.db, pattern, limit);
}
