import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config.ts';
import { createS3Client } from './create-file-storage.ts';

/**
 * How long an unfinished upload may wait for its next byte before it is removed: a day, as a
 * staged file waits for its claim. A phone that comes back within it carries on.
 */
export const PARTIAL_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The file store, in a directory made (and awaited) before it starts. Its constructor would make
 * the directory again in the background and throw from the callback when it cannot, which ends
 * the process: a data directory removed just after the app starts (a test's end) did.
 */
class FileStoreInMadeDirectory extends FileStore {}
Object.defineProperty(FileStoreInMadeDirectory.prototype, 'checkOrCreateDirectory', { value: () => {} });

export type ResumableStore = {
  /** A tus store that also gives a finished upload's bytes back (both the file store and ours do). */
  datastore: DataStore & { read(id: string): Readable | Promise<Readable> };
  /** Removes uploads begun before `now` less PARTIAL_LIFETIME_MS, finished or not; answers how many. */
  removeExpired(now: Date): Promise<number>;
  /** Removes every upload a user began, finished or not (their erasure); answers how many. */
  removeOwnedBy(userId: string): Promise<number>;
};

/**
 * Where resumable uploads gather their bytes until the last arrives: DATA_DIR/uploads beside the
 * local files, or the bucket under `<prefix>/uploads/` so that any instance can take the next
 * PATCH. Both outlive a restart.
 */
export async function createResumableStore(config: Config): Promise<ResumableStore> {
  const storage = config.storage;
  if (storage.kind === 'local') {
    const directory = config.resumableUploadDir;
    await mkdir(directory, { recursive: true });
    const datastore = new FileStoreInMadeDirectory({
      directory,
      expirationPeriodInMilliseconds: PARTIAL_LIFETIME_MS,
    });
    return {
      datastore,
      removeExpired: (now) => removeExpiredFiles(directory, now),
      removeOwnedBy: (userId) => removeFilesOwnedBy(directory, userId),
    };
  }
  const [client, { ObjectStoreUploads }] = await Promise.all([
    // A chunk is streamed from its temp file with its length known. By default the SDK would send
    // it in aws-chunked encoding with a trailing checksum, which several S3-compatible services
    // (and the test server) keep as part of the object. TLS guards the bytes on the way.
    createS3Client(storage, { requestChecksumCalculation: 'WHEN_REQUIRED' }),
    import('./object-store-uploads.ts'),
  ]);
  const datastore = new ObjectStoreUploads({
    client,
    bucket: storage.bucket,
    prefix: storage.prefix,
    tempDir: config.uploadTempDir,
    expirationMs: PARTIAL_LIFETIME_MS,
  });
  return {
    datastore,
    removeExpired: (now) => datastore.removeExpired(now),
    removeOwnedBy: (userId) => datastore.removeOwnedBy(userId),
  };
}

/** The file store's uploads whose JSON names `userId` as their owner (creation-request.ts). */
async function removeFilesOwnedBy(directory: string, userId: string): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!/^[0-9a-f]{32}$/.test(name)) continue;
    const owner = await readFile(join(directory, `${name}.json`), 'utf8')
      .then((text) => (JSON.parse(text) as { metadata?: { owner?: string } }).metadata?.owner)
      .catch(() => undefined);
    if (owner !== userId) continue;
    await rm(join(directory, name), { force: true });
    await rm(join(directory, `${name}.json`), { force: true });
    removed++;
  }
  return removed;
}

/**
 * The file store keeps `<id>` (the bytes) and `<id>.json` (length, metadata, creation time). An
 * upload is as old as its creation time; a file without its JSON (a crash between the two
 * writes) as old as its last change.
 */
async function removeExpiredFiles(directory: string, now: Date): Promise<number> {
  const cutoff = now.getTime() - PARTIAL_LIFETIME_MS;
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!/^[0-9a-f]{32}$/.test(name)) continue;
    const info = await readFile(join(directory, `${name}.json`), 'utf8')
      .then((text) => JSON.parse(text) as { creation_date?: string })
      .catch(() => null);
    const created = info?.creation_date
      ? Date.parse(info.creation_date)
      : ((await stat(join(directory, name)).catch(() => null))?.mtimeMs ?? Number.POSITIVE_INFINITY);
    if (!(created < cutoff)) continue;
    await rm(join(directory, name), { force: true });
    await rm(join(directory, `${name}.json`), { force: true });
    removed++;
  }
  return removed;
}
