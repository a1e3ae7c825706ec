import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { type FileStorage, isStorageKey } from '../storage/file-storage.ts';
import type { BackupManifest } from './backup.ts';
import { hashStore, hashTree, writeHashed } from './file-manifest.ts';
import { tableChecksums } from './table-checksums.ts';

const run = promisify(execFile);

export class RestoreError extends Error {
  override name = 'RestoreError';
}

function sameRecord(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/**
 * Restores a backup into an empty instance and proves it: every file hash and every table's row
 * count and checksum must equal the manifest's, or the restore fails saying what differs. Files
 * go in through the target's FileStorage, so a backup of one backend restores into either.
 */
export async function restore(options: {
  backupDir: string;
  target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };
  storage: FileStorage;
  /** Where copies are staged before putFile takes them (the local backend renames, so same disk). */
  tempDir: string;
}): Promise<DatabaseHandle> {
  const manifest = JSON.parse(
    await readFile(join(options.backupDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const badKeys = Object.keys(manifest.files).filter((key) => !isStorageKey(key));
  if (badKeys.length)
    throw new RestoreError(`The manifest names files that are not storage keys: ${badKeys.join(', ')}`);
  const present = await hashTree(options.backupDir);
  if (present[manifest.database.file] !== manifest.database.sha256)
    throw new RestoreError('The database dump does not match its manifest.');
  const wrongFiles = Object.entries(manifest.files).filter(
    ([path, hash]) => present[`files/${path}`] !== hash,
  );
  if (wrongFiles.length)
    throw new RestoreError(`Files differ from the manifest: ${wrongFiles.map(([p]) => p).join(', ')}`);
  for await (const _stored of options.storage.list())
    throw new RestoreError(
      'The file store is not empty (it holds stored files): restore into an empty instance.',
    );

  let handle: DatabaseHandle;
  if (options.target.kind === 'pglite') {
    await mkdir(options.target.dataDir, { recursive: true });
    const tar = await readFile(join(options.backupDir, manifest.database.file));
    handle = await openDatabase({
      kind: 'pglite',
      dataDir: options.target.dataDir,
      loadDataDir: new Blob([tar]),
    });
  } else {
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      options.target.url,
      join(options.backupDir, manifest.database.file),
    ]);
    handle = await openDatabase({ kind: 'postgres', url: options.target.url });
  }
  for (const key of Object.keys(manifest.files)) {
    // putFile takes its file away; the backup keeps its own.
    const copy = join(options.tempDir, `${randomUUID()}.part`);
    await writeHashed(createReadStream(join(options.backupDir, 'files', key)), copy);
    await options.storage.putFile(key, copy);
  }
  await mkdir(options.target.dataDir, { recursive: true });
  for (const name of manifest.secrets)
    await copyFile(join(options.backupDir, name), join(options.target.dataDir, name));

  const tableDiff = sameRecord(manifest.tables, await tableChecksums(handle.db));
  const fileDiff = sameRecord(manifest.files, await hashStore(options.storage));
  if (tableDiff.length || fileDiff.length) {
    await handle.close();
    throw new RestoreError(
      `Restored data differs from the backup: ${[...tableDiff, ...fileDiff].join(', ')}`,
    );
  }
  return handle;
}
