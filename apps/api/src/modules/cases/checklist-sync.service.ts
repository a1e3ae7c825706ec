import type { ServiceContext } from '../../lib/context.ts';
import { refreshChecklistSummariesOf } from './cases.read-model.ts';
import { deleteUnsentItemsOf, insertItemsTypeAsksFor } from './checklist.repository.ts';

/**
 * Before a case type's documents are removed: on open cases, the items of those documents that
 * nothing was sent for go (they ask for what the type no longer asks for), and those cases' stages
 * are recomputed; items with files stay, with their files, and closed cases keep their checklists
 * as they were (the document is then archived, not deleted).
 */
export async function dropUnsentItemsOf(ctx: ServiceContext, definitionIds: number[]): Promise<void> {
  if (definitionIds.length === 0) return;
  await refreshChecklistSummariesOf(ctx.db, await deleteUnsentItemsOf(ctx.db, definitionIds));
}

/**
 * After a case type's documents change: each of its open cases gets an item, Missing from now, for
 * a document the type now asks for that it has none for (a required one, or an eligibility document
 * of its support type), and the stages of the cases that got one are recomputed. Closed cases keep
 * their checklists as they were.
 */
export async function syncOpenChecklists(ctx: ServiceContext, caseTypeId: number, now: Date): Promise<void> {
  await refreshChecklistSummariesOf(ctx.db, await insertItemsTypeAsksFor(ctx.db, caseTypeId, now));
}
