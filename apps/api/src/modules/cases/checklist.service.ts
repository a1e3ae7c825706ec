import type {
  CaseChecklist,
  RequestDocumentRequest,
  ReviewDocumentRequest,
  UploadChecklistDocumentRequest,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext, type StoredFile } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { fieldError, validationFailed } from '../../lib/validation.ts';
import { queueDocumentCheck } from '../document-checks/document-checks.service.ts';
import { fullNameOf } from '../users/users.service.ts';
import { CASE_NOT_FOUND, requireOpenCase } from './case-access.service.ts';
import { tellClient, tellStaffOfUpload } from './case-notifications.service.ts';
import { refreshChecklistSummary } from './cases.read-model.ts';
import type { CaseRow } from './cases.repository.ts';
import {
  currentVersion,
  findChecklistVisibleTo,
  findItem,
  type ItemRow,
  insertItem,
  insertVersion,
  nextPosition,
  recordVersionReview,
  updateItem,
} from './checklist.repository.ts';

/** Claims the caller's staged upload as a document of the case; refuses one that is not there. */
export function claimForCase(ctx: ActorContext, key: string, caseId: number): Promise<StoredFile> {
  return ctx.services.files.claim(ctx, key, 'case-document', { type: 'case-document', id: String(caseId) });
}

/**
 * Adds a version to an item and queues its automatic check in the same transaction (decision 039),
 * so every case document gets one.
 */
export async function recordVersion(
  ctx: ServiceContext,
  item: ItemRow,
  values: { storedFileId: string; uploadedBy: string; now: Date },
): Promise<number> {
  const id = await insertVersion(ctx.db, item, values);
  await queueDocumentCheck(ctx, { id, caseId: item.caseId, storedFileId: values.storedFileId }, values.now);
  return id;
}

/**
 * Finds, or makes, the item an upload goes to, locked until the transaction ends. `claimFile` claims
 * the upload there and then, for an item named after its file; otherwise it is claimed after the
 * item's own checks.
 */
export type ItemOf = (tx: ActorContext, claimFile: () => Promise<StoredFile>) => Promise<ItemRow>;

/** The case's item, locked until the transaction ends: a review and an upload of it do not interleave. */
async function requireLockedItem(ctx: ActorContext, caseId: number, itemId: number): Promise<ItemRow> {
  const item = await findItem(ctx.db, caseId, itemId, { lock: true });
  if (!item) throw new AppError('CHECKLIST_ITEM_NOT_FOUND');
  return item;
}

/** The checklist of a case the caller may see: staff see every version, the client the current one. */
export async function getCaseChecklist(ctx: ActorContext, caseId: number): Promise<CaseChecklist> {
  const found = await findChecklistVisibleTo(ctx.db, ctx.actor, caseId, today(ctx));
  if (!found) throw CASE_NOT_FOUND();
  return { caseId, ...found };
}

/**
 * Adds an upload to an item as its new version; the item waits for review again and earlier
 * versions stay. The client uploads to her own case, staff to the cases they work on.
 */
export async function uploadToItem(
  ctx: ActorContext,
  input: UploadChecklistDocumentRequest,
): Promise<number> {
  const row = await requireOpenCase(ctx, input.caseId);
  return addVersion(ctx, row, (tx) => requireLockedItem(tx, input.caseId, input.itemId), input.filePath);
}

/**
 * The upload itself, in one transaction: the item (found, or made, by `itemOf`, which answers it
 * locked until the transaction ends), checked still open to uploads; the claim (once, even if
 * `itemOf` asked for it); the version; the item back to review; the summary; the messages; the
 * record. A refusal anywhere leaves nothing behind, the upload still claimable.
 */
export function addVersion(
  ctx: ActorContext,
  row: CaseRow,
  itemOf: ItemOf,
  filePath: string,
): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    let claimed: Promise<StoredFile> | undefined;
    const claimFile = () => {
      claimed ??= claimForCase(tx, filePath, row.id);
      return claimed;
    };
    const item = await itemOf(tx, claimFile);
    if (item.state === 'Accepted' || item.state === 'Waived') throw new AppError('ITEM_CLOSED');
    const storedFileId = (await claimFile()).id;
    const versionId = await recordVersion(tx, item, { storedFileId, uploadedBy: ctx.actor.userId, now });
    await updateItem(tx.db, item.id, {
      state: 'AwaitingReview',
      reasonCode: null,
      reason: null,
      decidedBy: null,
      decidedAt: null,
      neededSince: null,
      remindedThroughDay: 0,
      updatedAt: now,
    });
    await refreshChecklistSummary(tx.db, row.id, now);
    await tellStaffOfUpload(tx, row, {
      itemId: item.id,
      document: item.name,
      actorName: await fullNameOf(tx, ctx.actor.userId),
    });
    await recordAudit(
      tx,
      'document.uploaded',
      { type: 'case', id: row.id },
      {
        itemId: item.id,
        documentName: item.name,
        versionId,
        storedFileId,
      },
    );
    return versionId;
  });
}

/**
 * The firm's decision on an item: Accept or Reject its current version, or Waive the item.
 * Reviewing an item with nothing uploaded is refused, as is taking a decision already taken.
 */
export async function reviewItem(ctx: ActorContext, input: ReviewDocumentRequest): Promise<void> {
  // A closed case's file is settled: a decision now would ask the client for what cannot be sent.
  const row = await requireOpenCase(ctx, input.caseId);
  const now = ctx.now();
  const target =
    input.decision === 'Accept' ? 'Accepted' : input.decision === 'Reject' ? 'Rejected' : 'Waived';
  // Words without a code from the list are an "other" reason (decision 025).
  const reasonCode = input.decision === 'Reject' ? (input.reasonCode ?? 'other') : null;
  const reason = input.decision === 'Accept' ? null : input.reason?.trim() || null;
  await inTransaction(ctx, async (tx) => {
    // Decided on the item as it is now, locked: an upload arriving meanwhile waits, or came first.
    const item = await requireLockedItem(tx, input.caseId, input.itemId);
    const version = input.decision === 'Waive' ? undefined : await currentVersion(tx.db, item.id);
    if (input.decision !== 'Waive' && !version) throw new AppError('NOTHING_TO_REVIEW');
    // The reviewer looked at one version; a newer one must be looked at before it is decided on.
    if (input.versionId && input.decision !== 'Waive' && version?.id !== input.versionId) {
      throw new AppError('VERSION_NOT_CURRENT');
    }
    if (item.state === target) throw AppError.of('ITEM_ALREADY_IN_STATE', { state: target });
    if (version) {
      await recordVersionReview(tx.db, version.id, {
        reviewDecision: input.decision === 'Accept' ? 'Accept' : 'Reject',
        reasonCode,
        reason,
        reviewedBy: ctx.actor.userId,
        reviewedAt: now,
      });
    }
    const needed = target === 'Rejected';
    await updateItem(tx.db, item.id, {
      state: target,
      reasonCode,
      reason,
      decidedBy: ctx.actor.userId,
      decidedAt: now,
      // A document sent back is needed again: its reminders count from now.
      neededSince: needed ? now : null,
      remindedThroughDay: 0,
      updatedAt: now,
    });
    await refreshChecklistSummary(tx.db, row.id, now);
    const kind = target === 'Accepted' ? 'accepted' : target === 'Rejected' ? 'rejected' : 'waived';
    // The e-mail writes the reason in the client's own language.
    await tellClient(tx, row, kind, { itemId: item.id, document: item.name, reasonCode, reason });
    await recordAudit(
      tx,
      'document.reviewed',
      { type: 'case', id: row.id },
      {
        itemId: item.id,
        documentName: item.name,
        versionId: version?.id ?? null,
        decision: input.decision,
        reasonCode,
        reason,
      },
    );
  });
}

/** The firm asks for a further document: a needed item, Missing from now, with an optional template and due date. */
export async function requestDocument(ctx: ActorContext, input: RequestDocumentRequest): Promise<number> {
  const row = await requireOpenCase(ctx, input.caseId);
  if (input.dueDate && input.dueDate < today(ctx)) {
    throw validationFailed([fieldError('dueDate', 'checklist.dueDate.past')]);
  }
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const { id: itemId } = await insertItem(tx.db, {
      caseId: row.id,
      kind: 'requested',
      name: input.documentName,
      description: input.description?.trim() || null,
      isRequired: true,
      dueDate: input.dueDate ?? null,
      state: 'Missing',
      requestedBy: ctx.actor.userId,
      neededSince: now,
      position: await nextPosition(tx.db, row.id),
      createdAt: now,
      updatedAt: now,
    });
    if (input.templateUrl) {
      const template = await ctx.services.files.claim(tx, input.templateUrl, 'template', {
        type: 'checklist-item',
        id: String(itemId),
      });
      await updateItem(tx.db, itemId, {
        templateKey: template.storageKey,
        templateName: template.originalName,
      });
    }
    await refreshChecklistSummary(tx.db, row.id, now);
    await tellClient(tx, row, 'requested', { itemId, document: input.documentName });
    await recordAudit(
      tx,
      'document.requested',
      { type: 'case', id: row.id },
      {
        itemId,
        documentName: input.documentName,
        dueDate: input.dueDate ?? null,
      },
    );
    return itemId;
  });
}
