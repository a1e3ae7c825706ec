import type { LegalHoldRequestSchema } from '@docket/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { lockCaseHold, setLegalHold } from './retention.repository.ts';

type LegalHoldRequest = z.infer<typeof LegalHoldRequestSchema>;

/**
 * Keeps a case past its retention period, whatever its status, until the hold is lifted. The case
 * row is locked first, as the retention task locks it before erasing: a hold placed while the task
 * runs either comes first and keeps the case, or finds it already erased (404).
 */
export async function placeLegalHold(ctx: ActorContext, input: LegalHoldRequest): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockCaseHold(tx.db, input.caseId);
    if (!row) throw new AppError('CASE_NOT_FOUND');
    if (row.legalHoldAt) throw new AppError('LEGAL_HOLD_ALREADY_PLACED');
    await setLegalHold(tx.db, input.caseId, { reason: input.reason, by: ctx.actor.userId, at: ctx.now() });
    await recordAudit(
      tx,
      'case.legal_hold_placed',
      { type: 'case', id: input.caseId },
      { reason: input.reason },
    );
  });
}

/** Lifts a case's hold, with the reason: the next retention run erases it if its period has passed. */
export async function liftLegalHold(ctx: ActorContext, input: LegalHoldRequest): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockCaseHold(tx.db, input.caseId);
    if (!row) throw new AppError('CASE_NOT_FOUND');
    if (!row.legalHoldAt) throw new AppError('NO_LEGAL_HOLD');
    await setLegalHold(tx.db, input.caseId, null);
    await recordAudit(
      tx,
      'case.legal_hold_lifted',
      { type: 'case', id: input.caseId },
      { reason: input.reason, placedAt: row.legalHoldAt.toISOString(), placedFor: row.legalHoldReason },
    );
  });
}
