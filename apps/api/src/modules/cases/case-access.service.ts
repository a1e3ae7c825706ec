import { AppError } from '../../lib/app-error.ts';
import type { ActorContext } from '../../lib/context.ts';
import { type CaseRow, findCaseVisibleTo } from './cases.repository.ts';

/**
 * The guards every read and write of a case goes through: the case if the caller may see it,
 * and, for a change to its file, if it is still open.
 */

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
