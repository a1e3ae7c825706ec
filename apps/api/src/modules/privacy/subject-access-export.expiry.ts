import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { forgetFileDeletion, queueFileDeletions } from './file-deletions.repository.ts';
import { expiredExports, markExpired } from './subject-access-export.repository.ts';

/** Expired exports handled in one transaction at most; the rest in the next batch of the run. */
const BATCH = 100;

/**
 * One run of the `expired-exports` task: every ready export whose download time is over becomes
 * expired and its zip is deleted from storage. The key goes to pending_file_deletions in the
 * transaction that expires the row, so a crash (or a store that is down) before the bytes are
 * gone leaves them to the `file-deletions` task rather than to nobody.
 */
export async function expireSubjectAccessExports(
  ctx: ServiceContext,
  now: Date,
): Promise<{ expired: number; deleted: number }> {
  const { storage } = ctx.services.files;
  let expired = 0;
  let deleted = 0;
  for (;;) {
    const keys = await inTransaction(ctx, async (tx) => {
      const rows = await expiredExports(tx.db, now, BATCH);
      await markExpired(
        tx.db,
        rows.map((row) => row.id),
      );
      const stored = rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
      await queueFileDeletions(tx.db, stored, now, 'export-expired');
      expired += rows.length;
      return { stored, more: rows.length === BATCH };
    });
    for (const key of keys.stored) {
      try {
        await storage.delete(key);
        await forgetFileDeletion(ctx.db, key, 'export-expired');
        deleted++;
      } catch (error) {
        ctx.log.warn({ err: error }, 'an expired export’s zip is left for the file deletions');
      }
    }
    if (!keys.more) break;
  }
  return { expired, deleted };
}
