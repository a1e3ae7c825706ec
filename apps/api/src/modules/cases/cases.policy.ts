import type { Role } from '@docket/contract';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';
import type { Actor, FileAccessPolicy } from '../../lib/context.ts';

type CaseParties = { clientId: string; solicitorId: string | null };

/**
 * Who sees what: a Client their own cases, a Solicitor the cases assigned to them, an Admin all.
 * Anyone else's case is answered exactly like a missing one. The user may be a placeholder, for
 * a statement prepared once per role.
 */
export function visibleCasesCondition(actor: { role: Role; userId: string | Placeholder }): SQL {
  if (actor.role === 'Admin') return sql`true`;
  if (actor.role === 'Solicitor') return eq(cases.solicitorId, actor.userId);
  return eq(cases.clientId, actor.userId);
}

/**
 * The condition on `cases` that narrows what the actor sees, or undefined where they see every
 * case: a statement over many rows of another table then need not visit `cases` at all.
 */
export function casesNarrowedFor(actor: { role: Role; userId: string }): SQL | undefined {
  return actor.role === 'Admin' ? undefined : visibleCasesCondition(actor);
}

/**
 * A condition that holds when the case exists and the actor may see it, by the same rule as
 * visibleCasesCondition, for a statement about something else that belongs to a case.
 */
export function caseVisibleTo(actor: Actor, caseId: SQL): SQL {
  return sql`exists (select 1 from ${cases} where ${cases.id} = ${caseId} and ${visibleCasesCondition(actor)})`;
}

/** Who may read the files the cases module owns (the files module asks, by owner type). */
export const CASE_FILE_POLICIES: ReadonlyArray<[string, FileAccessPolicy]> = [
  // A case document may be read by whoever may see its case; every read is on the case's record.
  [
    'case-document',
    {
      readable: (actor, ownerId) => caseVisibleTo(actor, sql`${ownerId}::integer`),
      auditTarget: (ownerId) => ({ type: 'case', id: ownerId }),
    },
  ],
  // The template of a document the firm asked for: whoever may see the item's case.
  [
    'checklist-item',
    {
      readable: (actor, ownerId) =>
        caseVisibleTo(actor, sql`(select i.case_id from checklist_items i where i.id = ${ownerId}::integer)`),
    },
  ],
];

export function canSeeCase(actor: Actor, parties: CaseParties): boolean {
  if (actor.role === 'Admin') return true;
  if (actor.role === 'Solicitor') return parties.solicitorId === actor.userId;
  return parties.clientId === actor.userId;
}

/** Only administrators assign or change solicitors. */
export function canAssignSolicitor(actor: Actor): boolean {
  return actor.role === 'Admin';
}

/** Administrators and the assigned solicitor move a case between Open, Pending and Closed. */
export function canChangeStatus(actor: Actor, parties: CaseParties): boolean {
  return actor.role === 'Admin' || (actor.role === 'Solicitor' && parties.solicitorId === actor.userId);
}

/** The case's staff (an administrator, its solicitor) review its documents, ask for more and remind. */
export function canReviewDocuments(actor: Actor, parties: CaseParties): boolean {
  return actor.role !== 'Client' && canSeeCase(actor, parties);
}

/** Everyone who can see a case may add to its file: documents and notes. */
export function canContribute(actor: Actor, parties: CaseParties): boolean {
  return canSeeCase(actor, parties);
}
