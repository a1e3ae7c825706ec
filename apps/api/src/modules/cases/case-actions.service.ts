import type { CaseStatus } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type StoredFile } from '../../lib/context.ts';
import { fieldError } from '../../lib/validation.ts';
import { findDocumentDefinition } from '../case-types/case-types.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findUserById } from '../users/users.service.ts';
import { requireOpenCase, requireVisibleCase } from './case-access.service.ts';
import { canAssignSolicitor, canChangeStatus } from './cases.policy.ts';
import { refreshCase } from './cases.read-model.ts';
import { type CaseRow, insertStatusChange, setSolicitor, setStatus } from './cases.repository.ts';
import {
  type ItemRow,
  insertItem as insertItemRow,
  itemValuesOf,
  lockItemOfDefinition,
  nextPosition,
} from './checklist.repository.ts';
import { addVersion } from './checklist.service.ts';

/** Assigns or changes the solicitor of a case: administrators only, to an unlocked Solicitor. */
export async function assignSolicitor(ctx: ActorContext, caseId: number, solicitorId: string): Promise<void> {
  if (!canAssignSolicitor(ctx.actor)) throw new AppError('FORBIDDEN');
  const row = await requireVisibleCase(ctx, caseId);
  const solicitor = await findUserById(ctx, solicitorId);
  if (solicitor?.role !== 'Solicitor' || solicitor.isLocked) {
    throw new AppError('SOLICITOR_NOT_ACTIVE', {
      errors: [fieldError('solicitorId', 'case.solicitor.required')],
    });
  }
  const solicitorName = `${solicitor.firstName} ${solicitor.lastName}`;
  await inTransaction(ctx, async (tx) => {
    await setSolicitor(tx.db, caseId, solicitorId, ctx.now());
    await refreshCase(tx.db, caseId);
    await notify(tx, [solicitorId, row.clientId], {
      kind: 'case.solicitor_assigned',
      caseId,
      params: { caseTypeName: row.caseTypeName, solicitorName },
    });
    await recordAudit(
      tx,
      row.solicitorId ? 'case.solicitor_changed' : 'case.solicitor_assigned',
      { type: 'case', id: caseId },
      { solicitorId, solicitorName, previousSolicitorId: row.solicitorId },
    );
  });
}

export async function changeStatus(
  ctx: ActorContext,
  caseId: number,
  status: CaseStatus,
  reason: string | null,
): Promise<void> {
  const row = await requireVisibleCase(ctx, caseId);
  if (!canChangeStatus(ctx.actor, row)) {
    throw new AppError('STATUS_CHANGE_FORBIDDEN');
  }
  if (row.status === status) throw AppError.of('CASE_ALREADY_IN_STATUS', { status });
  const now = ctx.now();
  await inTransaction(ctx, async (tx) => {
    await setStatus(tx.db, caseId, status, now);
    await insertStatusChange(tx.db, {
      caseId,
      fromStatus: row.status,
      toStatus: status,
      reason,
      changedBy: ctx.actor.userId,
      changedAt: now,
    });
    await notify(tx, [row.clientId, row.solicitorId], {
      kind: 'case.status_changed',
      caseId,
      params: { caseTypeName: row.caseTypeName, status },
    });
    await recordAudit(
      tx,
      'case.status_changed',
      { type: 'case', id: caseId },
      { from: row.status, to: status, reason },
    );
  });
}

/**
 * Adds a document to a case: a new version of the checklist item of a document of its type (made
 * if the case has none yet), or an additional document of the client's own, as an item of its own.
 * The file must be the caller's own staged upload.
 */
export async function addCaseDocument(
  ctx: ActorContext,
  input: {
    caseId: number;
    documentDefinitionId?: number | null;
    filePath: string;
    documentName?: string | null;
  },
): Promise<void> {
  const row = await requireOpenCase(ctx, input.caseId);
  // The item is found or made in the upload's own transaction: a refused upload leaves no item.
  await addVersion(
    ctx,
    row,
    (tx, claimFile) =>
      input.documentDefinitionId
        ? itemOfDefinition(tx, row, input.documentDefinitionId)
        : newAdditionalItem(tx, row, input.documentName?.trim() || null, claimFile),
    input.filePath,
  );
}

/** The case's item of a document of its type, locked until the transaction ends; made if it has none. */
async function itemOfDefinition(ctx: ActorContext, row: CaseRow, definitionId: number): Promise<ItemRow> {
  const existing = await lockItemOfDefinition(ctx.db, row.id, definitionId);
  if (existing) return existing;
  const definition = await findDocumentDefinition(ctx, row.caseTypeId, definitionId);
  const fits = definition && (definition.kind === 'required' || definition.supportType === row.supportType);
  if (!fits) throw new AppError('DOCUMENT_NOT_IN_CASE');
  return insertItem(ctx, row, itemValuesOf(definition));
}

/**
 * A document of the client's own: named as she named it, else as its file is, the upload then
 * claimed first (an upload that is not there is refused before any item is made).
 */
async function newAdditionalItem(
  ctx: ActorContext,
  row: CaseRow,
  name: string | null,
  claimFile: () => Promise<StoredFile>,
): Promise<ItemRow> {
  return insertItem(ctx, row, {
    kind: 'additional',
    name: name ?? (await claimFile()).originalName,
    isRequired: false,
  });
}

async function insertItem(
  ctx: ActorContext,
  row: CaseRow,
  values: Pick<ItemRow, 'kind' | 'name' | 'isRequired'> & Partial<ItemRow>,
): Promise<ItemRow> {
  const now = ctx.now();
  return insertItemRow(ctx.db, {
    ...values,
    caseId: row.id,
    state: 'Missing',
    position: await nextPosition(ctx.db, row.id),
    createdAt: now,
    updatedAt: now,
  });
}
