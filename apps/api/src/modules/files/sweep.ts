import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { deleteStagedFileRow, findStaleStagedFiles, isKnownStorageKey } from './files.repository.ts';
import { removeExpiredAnswers } from './resumable/finished-uploads.ts';

const STAGED_LIFETIME_MS = HOUSEKEEPING_PERIODS.stagedUploads.keptMs;
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
 * ones' answers past their minutes. Claimed files are never touched. It is the `staged-uploads`
 * housekeeping task, which one instance at a time runs; run twice at once it does no harm, as
 * every step deletes only what is already gone or going.
 */
export async function sweepFiles(
  deps: SweepDeps,
): Promise<{ staged: number; orphans: number; temps: number; partials: number; answers: number }> {
  const cutoff = new Date(deps.now.getTime() - STAGED_LIFETIME_MS);
  let staged = 0;
  for (const row of await findStaleStagedFiles(deps.db, cutoff)) {
    // The row first: an upload claimed at this moment keeps its file, and a crash between the two
    // leaves a file without a row, which the orphan step below takes a day later.
    if (!(await deleteStagedFileRow(deps.db, row.id))) continue;
    await deps.storage.delete(row.storageKey);
    staged++;
  }
  let orphans = 0;
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt >= cutoff) continue;
    if (!(await isKnownStorageKey(deps.db, file.key))) {
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
