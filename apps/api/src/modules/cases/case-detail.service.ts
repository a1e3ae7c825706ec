import type { CaseDetail } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, ActorContext } from '../../lib/context.ts';
import { canAssignSolicitor, canChangeStatus, canContribute, canReviewDocuments } from './cases.policy.ts';
import { toListItem } from './cases.read-model.ts';
import {
  type CaseRow,
  type DetailLegalHoldRow,
  findCaseDetailVisibleTo,
  findCaseVisibleTo,
} from './cases.repository.ts';

export const CASE_NOT_FOUND = () => new AppError('CASE_NOT_FOUND');

/** The case, or the same 404 whether it is missing or someone else's. */
export async function requireVisibleCase(ctx: ActorContext, caseId: number): Promise<CaseRow> {
  const row = await findCaseVisibleTo(ctx.db, ctx.actor, caseId);
  if (!row) throw CASE_NOT_FOUND();
  return row;
}

/**
 * The case, as requireVisibleCase finds it, if it is not closed: a closed case's file is settled,
 * so it takes no upload, decision, request or reminder.
 */
export async function requireOpenCase(ctx: ActorContext, caseId: number): Promise<CaseRow> {
  const row = await requireVisibleCase(ctx, caseId);
  if (row.status === 'Closed') throw new AppError('CASE_CLOSED');
  return row;
}

function permissionsFor(
  actor: Actor,
  row: Pick<CaseRow, 'clientId' | 'solicitorId'>,
): CaseDetail['permissions'] {
  return {
    assignSolicitor: canAssignSolicitor(actor),
    changeStatus: canChangeStatus(actor, row),
    addDocument: canContribute(actor, row),
    reviewDocuments: canReviewDocuments(actor, row),
  };
}

function toLegalHold(hold: DetailLegalHoldRow): CaseDetail['legalHold'] {
  return hold
    ? { reason: hold.reason, heldByName: hold.heldByName, heldAt: new Date(hold.heldAtMs).toISOString() }
    : null;
}

/** One database round trip besides the session check: the case, its documents and what is missing. */
export async function getCaseDetail(ctx: ActorContext, caseId: number): Promise<CaseDetail> {
  const row = await findCaseDetailVisibleTo(ctx.db, ctx.actor, caseId);
  if (!row) throw CASE_NOT_FOUND();
  return {
    ...toListItem(row),
    description: row.description,
    documents: row.documents.map(({ uploadedAtMs, ...document }) => ({
      ...document,
      uploadedAt: new Date(uploadedAtMs).toISOString(),
    })),
    permissions: permissionsFor(ctx.actor, row),
    missingRequiredDocuments: row.missingRequired,
    checklistCounts: row.checklistCounts,
    // Administrators place and lift holds: they are told the case's (or null); the others' answer is as before.
    ...(ctx.actor.role === 'Admin' ? { legalHold: toLegalHold(row.legalHold) } : {}),
  };
}
