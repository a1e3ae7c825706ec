import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingFileDeletions } from '../../db/schema/index.ts';

/** Why a file's bytes are to go: its case's retention, a person's erasure, or its export's expiry. */
export type DeletionReason = 'retention' | 'erasure' | 'export-expired';

/**
 * Queues files' bytes for deletion, in the transaction that removes what held them: the bytes go
 * after the commit (the `file-deletions` task), so a rollback leaves every file the rows still name.
 */
export async function queueFileDeletions(
  db: Db,
  keys: string[],
  at: Date,
  reason: DeletionReason,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingFileDeletions)
    .values(keys.map((storageKey) => ({ storageKey, queuedAt: at, reason })))
    .onConflictDoNothing();
}

/** Files queued for deletion by `now`, in key order after `after`, a batch at a time. */
export async function findPendingDeletions(
  db: Db,
  now: Date,
  after: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ storageKey: pendingFileDeletions.storageKey })
    .from(pendingFileDeletions)
    .where(and(lte(pendingFileDeletions.queuedAt, now), sql`${pendingFileDeletions.storageKey} > ${after}`))
    .orderBy(pendingFileDeletions.storageKey)
    .limit(limit);
  return rows.map((row) => row.storageKey);
}

/** A queued file's bytes are gone: its row goes too (only if queued for `reason`, when given). */
export async function forgetFileDeletion(db: Db, storageKey: string, reason?: DeletionReason): Promise<void> {
  await db
    .delete(pendingFileDeletions)
    .where(
      and(
        eq(pendingFileDeletions.storageKey, storageKey),
        reason ? eq(pendingFileDeletions.reason, reason) : undefined,
      ),
    );
}
