import type { CaseDetail, CaseListItem, CaseListQuery, Paged } from '@docket/contract';
import type { Actor, ActorContext } from '../../lib/context.ts';
import { CASE_NOT_FOUND } from './case-access.service.ts';
import { canAssignSolicitor, canChangeStatus, canContribute, canReviewDocuments } from './cases.policy.ts';
import { toListItem } from './cases.read-model.ts';
import {
  type CaseRow,
  type DetailLegalHoldRow,
  findCaseDetailVisibleTo,
  listCasesVisibleTo,
} from './cases.repository.ts';

/** One page of the cases the caller may see: searched, sorted and counted in the database. */
export function listCases(ctx: ActorContext, query: CaseListQuery): Promise<Paged<CaseListItem>> {
  return listCasesVisibleTo(ctx.db, ctx.actor, query, ctx.now());
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
