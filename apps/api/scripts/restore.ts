/**
 * `npm run restore -- <backup folder>`: into an empty instance (the configured DATA_DIR, or the
 * empty database at DATABASE_URL, and an empty file store: DATA_DIR/files or STORAGE_URL);
 * fails unless every table checksum and file hash matches.
 */
import { restore } from '../src/lib/backup/restore.ts';
import { createFileStorage } from '../src/lib/storage/create-file-storage.ts';
import { readConfigOrExit } from './read-config.ts';

const backupDir = process.argv[2];
if (!backupDir) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(64);
}
const config = readConfigOrExit();
const handle = await restore({
  backupDir,
  target: config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: 'pglite', dataDir: config.dataDir },
  storage: await createFileStorage(config.storage),
  tempDir: config.uploadTempDir,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
await handle.close();
console.log(`Restored ${backupDir}: every table checksum and file hash matches the manifest.`);
