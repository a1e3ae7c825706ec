import type { ServiceContext } from '../../lib/context.ts';
import { findPendingDeletions, forgetFileDeletion } from './file-deletions.repository.ts';

const DELETION_BATCH = 200;

/**
 * Deletes the bytes of files queued for deletion (a missing file counts as deleted), then their
 * rows. A file the store fails to delete keeps its row and is tried again on the next run; the
 * others go on.
 */
export async function deletePendingFiles(ctx: ServiceContext, now: Date): Promise<{ files: number }> {
  const { storage } = ctx.services.files;
  let deleted = 0;
  let failed = 0;
  // Keys after the last one seen: a key that failed is not read again in this run.
  let after = '';
  for (;;) {
    const batch = await findPendingDeletions(ctx.db, now, after, DELETION_BATCH);
    for (const storageKey of batch) {
      try {
        await storage.delete(storageKey);
      } catch (error) {
        failed++;
        ctx.log.error({ err: error, storageKey }, 'a file awaiting deletion could not be deleted');
        continue;
      }
      await forgetFileDeletion(ctx.db, storageKey);
      deleted++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < DELETION_BATCH) break;
    after = last;
  }
  if (failed > 0) ctx.log.warn({ failed }, 'files awaiting deletion are left for the next run');
  return { files: deleted };
}
