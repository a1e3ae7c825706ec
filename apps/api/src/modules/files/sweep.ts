import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceContext } from '../../lib/context.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { deleteStagedFileRow, findStaleStagedFiles, isKnownStorageKey } from './files.repository.ts';
import { uploadTempDir } from './files.service.ts';
import { removeExpiredAnswers } from './resumable/finished-uploads.repository.ts';

const STAGED_LIFETIME_MS = HOUSEKEEPING_PERIODS.stagedUploads.keptMs;
const TEMP_LIFETIME_MS = 60 * 60_000;

/**
 * Deletes staged uploads nobody claimed within 24 hours, files left without a row by a crash,
 * temp files of interrupted uploads, resumable uploads left unfinished for a day, and finished
 * ones' answers past their minutes. Claimed files are never touched. It is the `staged-uploads`
 * housekeeping task, which one instance at a time runs; run twice at once it does no harm, as
 * every step deletes only what is already gone or going.
 */
export async function sweepFiles(
  ctx: ServiceContext,
  now: Date,
): Promise<{ staged: number; orphans: number; temps: number; partials: number; answers: number }> {
  const { storage, resumable } = ctx.services.files;
  const cutoff = new Date(now.getTime() - STAGED_LIFETIME_MS);
  let staged = 0;
  for (const row of await findStaleStagedFiles(ctx.db, cutoff)) {
    // The row first: an upload claimed at this moment keeps its file, and a crash between the two
    // leaves a file without a row, which the orphan step below takes a day later.
    if (!(await deleteStagedFileRow(ctx.db, row.id))) continue;
    await storage.delete(row.storageKey);
    staged++;
  }
  let orphans = 0;
  for await (const file of storage.list()) {
    if (file.modifiedAt >= cutoff) continue;
    if (!(await isKnownStorageKey(ctx.db, file.key))) {
      await storage.delete(file.key);
      orphans++;
    }
  }
  let temps = 0;
  const tempDir = uploadTempDir(ctx);
  const names = await readdir(tempDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > TEMP_LIFETIME_MS) {
      await rm(path, { force: true });
      temps++;
    }
  }
  // Resumable uploads begun over a day before `now` and never finished (resumable-stores.ts).
  const partials = await resumable.removeExpired(now);
  const answers = await removeExpiredAnswers(ctx.db, now);
  if (staged || orphans || temps || partials || answers)
    ctx.log.info({ staged, orphans, temps, partials, answers }, 'file sweep removed unclaimed files');
  return { staged, orphans, temps, partials, answers };
}
