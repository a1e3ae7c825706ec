import type { CaseStatus } from '@docket/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { caseDocuments, caseStatusChanges, cases, caseTypeDocuments, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/validation.ts';
import { notify } from '../notifications/notifications.service.ts';
import { CASE_NOT_FOUND, requireVisibleCase } from './case-detail.service.ts';
import { canAssignSolicitor, canChangeStatus, canContribute } from './case-policy.service.ts';
import { refreshCase } from './case-read-model.service.ts';
import type { ClaimCaseFile } from './create-case.service.ts';

/** Assigns or changes the solicitor of a case: administrators only, to an unlocked Solicitor. */
export async function assignSolicitor(
  ctx: ServiceContext,
  caseId: number,
  solicitorId: string,
): Promise<void> {
  if (!canAssignSolicitor(ctx.actor!)) throw new AppError('FORBIDDEN');
  const row = await requireVisibleCase(ctx, caseId);
  const [solicitor] = await ctx.db.select().from(users).where(eq(users.id, solicitorId));
  if (solicitor?.role !== 'Solicitor' || solicitor.isLocked) {
    throw new AppError('SOLICITOR_NOT_ACTIVE', {
      errors: [fieldError('solicitorId', 'case.solicitor.required')],
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(cases).set({ solicitorId, updatedAt: ctx.now() }).where(eq(cases.id, caseId));
    await refreshCase(tx, caseId);
    await notify(tx, [solicitorId, row.clientId], {
      kind: 'case.solicitor_assigned',
      caseId,
      params: {
        caseTypeName: row.caseTypeName,
        solicitorName: `${solicitor.firstName} ${solicitor.lastName}`,
      },
      actorId: ctx.actor!.userId,
      now: ctx.now(),
    });
    await recordAudit(
      { ...ctx, db: tx },
      row.solicitorId ? 'case.solicitor_changed' : 'case.solicitor_assigned',
      { type: 'case', id: caseId },
      {
        solicitorId,
        solicitorName: `${solicitor.firstName} ${solicitor.lastName}`,
        previousSolicitorId: row.solicitorId,
      },
    );
  });
}

export async function changeStatus(
  ctx: ServiceContext,
  caseId: number,
  status: CaseStatus,
  reason: string | null,
): Promise<void> {
  const row = await requireVisibleCase(ctx, caseId);
  if (!canChangeStatus(ctx.actor!, row)) {
    throw new AppError('STATUS_CHANGE_FORBIDDEN');
  }
  if (row.status === status) throw AppError.of('CASE_ALREADY_IN_STATUS', { status });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(cases).set({ status, updatedAt: now }).where(eq(cases.id, caseId));
    await tx.insert(caseStatusChanges).values({
      caseId,
      fromStatus: row.status,
      toStatus: status,
      reason,
      changedBy: ctx.actor!.userId,
      changedAt: now,
    });
    await notify(tx, [row.clientId, row.solicitorId], {
      kind: 'case.status_changed',
      caseId,
      params: { caseTypeName: row.caseTypeName, status },
      actorId: ctx.actor!.userId,
      now,
    });
    await recordAudit(
      { ...ctx, db: tx },
      'case.status_changed',
      { type: 'case', id: caseId },
      { from: row.status, to: status, reason },
    );
  });
}

/**
 * Adds a document to a case, or replaces the current file of a document definition (the old one
 * stays on record). The file must be the caller's own staged upload.
 */
export async function addCaseDocument(
  ctx: ServiceContext,
  input: {
    caseId: number;
    documentDefinitionId?: number | null;
    filePath: string;
    documentName?: string | null;
  },
  claim: ClaimCaseFile,
): Promise<void> {
  const row = await requireVisibleCase(ctx, input.caseId);
  if (!canContribute(ctx.actor!, row)) throw CASE_NOT_FOUND();
  let kind: 'required' | 'eligibility' | 'additional' = 'additional';
  if (input.documentDefinitionId) {
    const [definition] = await ctx.db
      .select()
      .from(caseTypeDocuments)
      .where(
        and(
          eq(caseTypeDocuments.id, input.documentDefinitionId),
          eq(caseTypeDocuments.caseTypeId, row.caseTypeId),
        ),
      );
    const fits = definition && (definition.kind === 'required' || definition.supportType === row.supportType);
    if (!fits) throw new AppError('DOCUMENT_NOT_IN_CASE');
    kind = definition.kind;
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const storedFileId = await claim(txCtx, input.filePath, input.caseId);
    if (!storedFileId) throw new AppError('UPLOAD_NOT_FOUND');
    let replaced = false;
    if (input.documentDefinitionId) {
      const old = await tx
        .update(caseDocuments)
        .set({ replacedAt: now })
        .where(
          and(
            eq(caseDocuments.caseId, input.caseId),
            eq(caseDocuments.documentDefinitionId, input.documentDefinitionId),
            isNull(caseDocuments.replacedAt),
          ),
        )
        .returning({ id: caseDocuments.id });
      replaced = old.length > 0;
    }
    await tx.insert(caseDocuments).values({
      caseId: input.caseId,
      documentDefinitionId: input.documentDefinitionId ?? null,
      kind,
      title: kind === 'additional' ? input.documentName?.trim() || null : null,
      storedFileId,
      uploadedBy: ctx.actor!.userId,
      uploadedAt: now,
    });
    await tx.update(cases).set({ updatedAt: now }).where(eq(cases.id, input.caseId));
    await notify(tx, [row.solicitorId, row.clientId], {
      kind: 'case.document_added',
      caseId: input.caseId,
      params: { caseTypeName: row.caseTypeName, uploaderRole: ctx.actor!.role },
      actorId: ctx.actor!.userId,
      now,
    });
    await recordAudit(
      txCtx,
      replaced ? 'case.document_replaced' : 'case.document_added',
      { type: 'case', id: input.caseId },
      {
        documentDefinitionId: input.documentDefinitionId ?? null,
        storedFileId,
      },
    );
  });
}
