import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseHandle } from '../../db/client.ts';
import { type FileStorage, MissingFileError } from '../storage/file-storage.ts';
import { hashFile, writeHashed } from './file-manifest.ts';
import { type TableChecksum, tableChecksums } from './table-checksums.ts';

const run = promisify(execFile);

export type BackupManifest = {
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string };
  tables: Record<string, TableChecksum>;
  files: Record<string, string>;
  secrets: string[];
};

const SECRET_FILES = ['jwt-secret', 'encryption-key'];

/**
 * A consistent backup: the database (PGlite's own dump, or pg_dump), the file store (local or
 * S3, read through its FileStorage), the generated keys, and a manifest of row counts, table
 * checksums and file hashes to check a restore against. For the embedded database the server
 * must be stopped (it holds the lock).
 */
export async function backup(options: {
  handle: DatabaseHandle;
  dataDir: string;
  storage: FileStorage;
  outDir: string;
  now: Date;
}): Promise<BackupManifest> {
  const { handle, outDir } = options;
  await mkdir(join(outDir, 'files'), { recursive: true });
  const tables = await tableChecksums(handle.db);
  let databaseFile: string;
  if (handle.kind === 'pglite') {
    databaseFile = 'database.tar';
    const dump = await handle.dumpDataDir();
    await writeFile(join(outDir, databaseFile), Buffer.from(await dump.arrayBuffer()));
  } else {
    databaseFile = 'database.dump';
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', join(outDir, databaseFile), handle.url]);
  }
  // Files after the database: every file a dumped record points at is older than the dump, and
  // files are only ever removed by the sweep, which takes unclaimed or unrecorded ones.
  const files: Record<string, string> = {};
  for await (const { key } of options.storage.list()) {
    const source = await options.storage.openRead(key).catch((error: unknown) => {
      if (error instanceof MissingFileError) return null; // swept since it was listed
      throw error;
    });
    if (source) files[key] = await writeHashed(source, join(outDir, 'files', key));
  }
  const secrets: string[] = [];
  for (const name of SECRET_FILES) {
    const content = await readFile(join(options.dataDir, name)).catch(() => null);
    if (content) {
      await writeFile(join(outDir, name), content, { mode: 0o600 });
      secrets.push(name);
    }
  }
  const databaseHash = await hashFile(join(outDir, databaseFile));
  const manifest: BackupManifest = {
    createdAt: options.now.toISOString(),
    database: { kind: handle.kind, file: databaseFile, sha256: databaseHash },
    tables,
    files,
    secrets,
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
