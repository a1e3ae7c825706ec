import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { deleteStoredFileRow, findStaleStagedFiles, isKeyHeld } from './files.repository.ts';
import { removeExpiredAnswers } from './resumable/finished-uploads.ts';

const SWEEP_LOCK = 7_276_002;
export const STAGED_LIFETIME_MS = 24 * 60 * 60_000;
const TEMP_LIFETIME_MS = 60 * 60_000;

type SweepDeps = {
  db: Db;
  storage: FileStorage;
  tempDir: string;
  /** Resumable uploads begun over a day before `now` and never finished (resumable-stores.ts). */
  removeExpiredPartials: (now: Date) => Promise<number>;
  now: Date;
  log: FastifyBaseLogger;
};

/**
 * Deletes staged uploads nobody claimed within 24 hours, files left without a row by a crash,
 * temp files of interrupted uploads, resumable uploads left unfinished for a day, and finished
 * ones' answers past their minutes. Claimed files are never touched.
 */
export async function sweepFiles(
  deps: SweepDeps,
): Promise<{ staged: number; orphans: number; temps: number; partials: number; answers: number }> {
  // One instance sweeps at a time; the others skip this round rather than wait.
  return deps.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as got`,
    )) as unknown as {
      rows: Array<{ got: boolean }>;
    };
    if (!result.rows[0]?.got) return { staged: 0, orphans: 0, temps: 0, partials: 0, answers: 0 };
    return sweepLocked({ ...deps, db: tx });
  });
}

async function sweepLocked(deps: SweepDeps) {
  const cutoff = new Date(deps.now.getTime() - STAGED_LIFETIME_MS);
  let staged = 0;
  for (const row of await findStaleStagedFiles(deps.db, cutoff)) {
    await deps.storage.delete(row.storageKey);
    await deleteStoredFileRow(deps.db, row.id);
    staged++;
  }
  let orphans = 0;
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt >= cutoff) continue;
    if (!(await isKeyHeld(deps.db, file.key))) {
      await deps.storage.delete(file.key);
      orphans++;
    }
  }
  let temps = 0;
  const names = await readdir(deps.tempDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(deps.tempDir, name);
    const info = await stat(path).catch(() => null);
    if (info && deps.now.getTime() - info.mtimeMs > TEMP_LIFETIME_MS) {
      await rm(path, { force: true });
      temps++;
    }
  }
  const partials = await deps.removeExpiredPartials(deps.now);
  const answers = await removeExpiredAnswers(deps.db, deps.now);
  if (staged || orphans || temps || partials || answers)
    deps.log.info({ staged, orphans, temps, partials, answers }, 'file sweep removed unclaimed files');
  return { staged, orphans, temps, partials, answers };
}
