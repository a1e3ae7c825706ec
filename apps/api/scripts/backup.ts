/**
 * `npm run backup -- <folder>`: the database, the file store (local or S3), the keys and a manifest of hashes.
 * With the embedded database, stop the server first (only one process may open its directory).
 */
import { openDatabase } from '../src/db/client.ts';
import { backup } from '../src/lib/backup/backup.ts';
import { createFileStorage } from '../src/lib/storage/create-file-storage.ts';
import { readConfigOrExit } from './read-config.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: npm run backup -- <folder to write the backup into>');
  process.exit(64);
}
const config = readConfigOrExit();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const manifest = await backup({
    handle,
    dataDir: config.dataDir,
    storage: await createFileStorage(config.storage),
    outDir,
    now: new Date(),
  });
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.files).length} files to ${outDir}`,
  );
} finally {
  await handle.close();
}
