import {
  DEFAULT_RETENTION_MONTHS,
  type DocumentDefinitionInput,
  type SaveCaseTypeRequest,
  type UpdateCaseTypeRequest,
} from '@docket/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseTypeDocuments, caseTypes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext, ServiceContext } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { refreshCasesOfType } from '../cases/cases.read-model.ts';
import { dropUnsentItemsOf, syncOpenChecklists } from '../cases/checklist-sync.service.ts';
import {
  activeNameTaken,
  documentRowsOf,
  findTypeRow,
  isCaseTypeUsed,
  isDocumentDefinitionUsed,
} from './case-types.repository.ts';

/** Attaches a staged template upload of the caller to a document definition; answers its key. */
export type ClaimTemplate = (ctx: ActorContext, key: string, documentId: number) => Promise<string>;

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

function typeValues(input: SaveCaseTypeRequest, now: Date) {
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

async function insertDocument(tx: Db, ctx: ActorContext, claim: ClaimTemplate, typeId: number, item: Listed) {
  const [row] = await tx
    .insert(caseTypeDocuments)
    .values({
      caseTypeId: typeId,
      kind: item.kind,
      name: item.doc.documentName,
      description: item.doc.description ?? null,
      supportType: item.kind === 'eligibility' ? (item.doc.supportType ?? null) : null,
      position: item.position,
      checkKind: item.doc.checkKind ?? null,
      maxAgeMonths: item.doc.maxAgeMonths ?? null,
    })
    .returning({ id: caseTypeDocuments.id });
  const { templateUrl, orignalFileName } = item.doc;
  if (templateUrl) {
    await attachTemplate(tx, ctx, claim, must(row, 'the new document').id, templateUrl, orignalFileName);
  }
}

async function attachTemplate(
  tx: Db,
  ctx: ActorContext,
  claim: ClaimTemplate,
  documentId: number,
  templateUrl: string,
  originalName: string | null | undefined,
) {
  const key = await claim({ ...ctx, db: tx }, templateUrl, documentId);
  await tx
    .update(caseTypeDocuments)
    .set({ templateKey: key, templateName: originalName?.trim() || 'template' })
    .where(eq(caseTypeDocuments.id, documentId));
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
export async function createCaseType(
  ctx: ActorContext,
  input: SaveCaseTypeRequest,
  claim: ClaimTemplate,
): Promise<number> {
  const listed = listDocuments(input);
  if (await activeNameTaken(ctx.db, input.caseTypeName)) throw NAME_TAKEN();
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(caseTypes)
        .values({ ...typeValues(input, now), createdBy: ctx.actor.userId, createdAt: now })
        .returning({ id: caseTypes.id });
      const id = must(row, 'the new case type').id;
      for (const item of listed) await insertDocument(tx, ctx, claim, id, item);
      await recordAudit(
        { ...ctx, db: tx },
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
export async function updateCaseType(
  ctx: ActorContext,
  input: UpdateCaseTypeRequest,
  claim: ClaimTemplate,
): Promise<void> {
  const existing = await findTypeRow(ctx.db, input.id);
  if (!existing || existing.archivedAt) throw new AppError('CASE_TYPE_NOT_FOUND');
  const listed = listDocuments(input);
  if (await activeNameTaken(ctx.db, input.caseTypeName, input.id)) throw NAME_TAKEN();
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(caseTypes).set(typeValues(input, now)).where(eq(caseTypes.id, input.id));
      const current = await documentRowsOf(tx, input.id);
      const kept = new Set<number>();
      for (const item of listed) {
        const match = item.doc.id ? current.find((d) => d.id === item.doc.id) : undefined;
        if (item.doc.id && !match) throw new AppError('DOCUMENT_NOT_IN_CASE_TYPE');
        if (!match) {
          await insertDocument(tx, ctx, claim, input.id, item);
          continue;
        }
        kept.add(match.id);
        await tx
          .update(caseTypeDocuments)
          .set({
            kind: item.kind,
            name: item.doc.documentName,
            description: item.doc.description ?? null,
            supportType: item.kind === 'eligibility' ? (item.doc.supportType ?? null) : null,
            position: item.position,
            ...checkSettings(item.doc),
            ...(item.doc.templateUrl ? {} : { templateKey: null, templateName: null }),
          })
          .where(eq(caseTypeDocuments.id, match.id));
        const { templateUrl, orignalFileName } = item.doc;
        if (templateUrl && templateUrl !== match.templateKey) {
          await attachTemplate(tx, ctx, claim, match.id, templateUrl, orignalFileName);
        }
      }
      const removed = current.filter((d) => !kept.has(d.id));
      await dropUnsentItemsOf(
        tx,
        removed.map((d) => d.id),
      );
      for (const doc of removed) {
        if (await isDocumentDefinitionUsed(tx, doc.id)) {
          await tx.update(caseTypeDocuments).set({ archivedAt: now }).where(eq(caseTypeDocuments.id, doc.id));
        } else {
          await tx.delete(caseTypeDocuments).where(eq(caseTypeDocuments.id, doc.id));
        }
      }
      if (input.caseTypeName !== existing.name) await refreshCasesOfType(tx, input.id);
      await syncOpenChecklists(tx, input.id, now);
      await recordAudit(
        { ...ctx, db: tx },
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
  return ctx.db.transaction(async (tx) => {
    if (await isCaseTypeUsed(tx, id)) {
      await tx.update(caseTypes).set({ archivedAt: ctx.now() }).where(eq(caseTypes.id, id));
      await recordAudit(
        { ...ctx, db: tx },
        'case_type.archived',
        { type: 'case_type', id },
        { name: existing.name },
      );
      return 'archived' as const;
    }
    await tx.delete(caseTypes).where(eq(caseTypes.id, id));
    await recordAudit(
      { ...ctx, db: tx },
      'case_type.deleted',
      { type: 'case_type', id },
      { name: existing.name },
    );
    return 'deleted' as const;
  });
}
