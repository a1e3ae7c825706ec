import type { ServiceContext } from '../../lib/context.ts';
import { refreshChecklistSummary } from '../cases/cases.read-model.ts';
import {
  type CaseErasureCounts,
  type CaseErasureMode,
  eraseCaseContents,
} from './case-erasure.repository.ts';

/**
 * Erases a case's contents in the caller's transaction (case-erasure.repository.ts says what goes);
 * a case anonymised keeps its row, whose stage and work queues' counts then say no items are left.
 */
export async function eraseCase(
  ctx: ServiceContext,
  caseId: number,
  mode: CaseErasureMode,
  now: Date,
  reason: 'retention' | 'erasure',
): Promise<CaseErasureCounts> {
  const counts = await eraseCaseContents(ctx.db, caseId, mode, now, reason);
  if (mode === 'anonymise') await refreshChecklistSummary(ctx.db, caseId);
  return counts;
}
