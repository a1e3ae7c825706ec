import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import {
  forgetFileDeletion,
  lockExpiredExports,
  markExpired,
  queueFileDeletions,
} from './subject-access-export.repository.ts';

/** Expired exports handled in one transaction at most; the rest in the next batch of the run. */
const BATCH = 100;

export type ExportExpiryDeps = { db: Db; storage: FileStorage; log: FastifyBaseLogger };

/**
 * One run of the `expired-exports` task: every ready export whose download time is over becomes
 * expired and its zip is deleted from storage. The key goes to pending_file_deletions in the
 * transaction that expires the row, so a crash (or a store that is down) before the bytes are
 * gone leaves them to the `file-deletions` task rather than to nobody.
 */
export async function expireSubjectAccessExports(
  deps: ExportExpiryDeps,
  now: Date,
): Promise<{ expired: number; deleted: number }> {
  let expired = 0;
  let deleted = 0;
  for (;;) {
    const keys = await deps.db.transaction(async (tx) => {
      const rows = await lockExpiredExports(tx, now, BATCH);
      await markExpired(
        tx,
        rows.map((row) => row.id),
      );
      const stored = rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
      await queueFileDeletions(tx, stored, now);
      expired += rows.length;
      return { stored, more: rows.length === BATCH };
    });
    for (const key of keys.stored) {
      try {
        await deps.storage.delete(key);
        await forgetFileDeletion(deps.db, key);
        deleted++;
      } catch (error) {
        deps.log.warn({ err: error }, 'an expired export’s zip is left for the file deletions');
      }
    }
    if (!keys.more) break;
  }
  return { expired, deleted };
}
