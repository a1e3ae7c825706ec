import { recordAudit } from '../../lib/audit-log.ts';
import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { eraseCase } from './case-erasure.service.ts';
import { deletePendingFiles } from './file-deletions.service.ts';
import { findCasesPastRetention, insertTombstone, lockCasePastRetention } from './retention.repository.ts';

/** The schedule runs retention once a day and deletes queued files every five minutes (decision 041). */
export const RETENTION_EVERY_MS = 24 * 60 * 60_000;
export const FILE_DELETIONS_EVERY_MS = 5 * 60_000;

const BATCH = 100;

/**
 * Erases one case past its retention, in its own transaction: its contents and row, a tombstone
 * with counts and the rule's terms (never a name), and the audit record of the erasure. Answers
 * null when the case no longer qualifies once locked (erased by another instance, held, reopened).
 */
export async function eraseCasePastRetention(ctx: ServiceContext, caseId: number, now: Date) {
  return inTransaction({ ...ctx, now: () => now }, async (tx) => {
    const row = await lockCasePastRetention(tx.db, caseId, now);
    if (!row?.closedAt) return null;
    const counts = await eraseCase(tx, caseId, 'erase', now, 'retention');
    const tombstoneId = await insertTombstone(tx.db, {
      subjectType: 'case',
      subjectId: String(caseId),
      rule: 'retention',
      details: {
        ...counts,
        closedAt: row.closedAt.toISOString(),
        retentionMonths: row.retentionMonths,
        caseTypeName: row.caseTypeName,
      },
      erasedAt: now,
      erasedBy: null,
    });
    // After the redaction of the case's events, so this one keeps its details: the fact of the erasure.
    await recordAudit(
      tx,
      'case.erased',
      { type: 'case', id: caseId },
      { rule: 'retention', tombstoneId, documents: counts.documents, files: counts.files },
      null,
    );
    return counts;
  });
}

/**
 * The daily `retention` task: every closed case, not held, whose type's retention has passed since
 * it closed is erased, each in its own transaction; then the bytes of its files are deleted. A case
 * whose erasure fails is left as it was, logged by id, and tried again on the next run.
 */
export async function runRetention(ctx: ServiceContext, now: Date): Promise<Record<string, number>> {
  const totals = { cases: 0, documents: 0, files: 0, bytes: 0, errors: 0 };
  // Cases not to look at again in this run: failed, or no longer due once locked.
  const skip: number[] = [];
  for (;;) {
    const due = await findCasesPastRetention(ctx.db, now, BATCH, skip);
    if (due.length === 0) break;
    for (const caseId of due) {
      try {
        const counts = await eraseCasePastRetention(ctx, caseId, now);
        if (!counts) {
          skip.push(caseId);
          continue;
        }
        totals.cases++;
        totals.documents += counts.documents;
        totals.files += counts.files;
        totals.bytes += counts.bytes;
      } catch (error) {
        // The error's message may quote the row's values: the log gets the case id and the code only.
        skip.push(caseId);
        totals.errors++;
        const code = (error as { code?: string }).code ?? 'error';
        ctx.log.error({ caseId, code }, 'retention could not erase a case; left for the next run');
      }
    }
  }
  const deleted = await deletePendingFiles(ctx, now);
  if (totals.cases > 0) ctx.log.info({ ...totals }, 'retention erased closed cases past their period');
  return { ...totals, filesDeleted: deleted.files };
}

/** The `file-deletions` task: the bytes of files whose rows are gone (retention, erasure, expired exports). */
export async function runFileDeletions(ctx: ServiceContext, now: Date): Promise<Record<string, number>> {
  return deletePendingFiles(ctx, now);
}
