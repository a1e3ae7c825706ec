import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCases } from '../bench/seed-cases.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { backup } from '../src/lib/backup/backup.ts';
import { RestoreError, restore } from '../src/lib/backup/restore.ts';
import { tableChecksums } from '../src/lib/backup/table-checksums.ts';
import { createFileStorage } from '../src/lib/storage/create-file-storage.ts';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';
import { createLocalDiskStorage } from '../src/lib/storage/local-disk-storage.ts';
import { withDatabase } from './database-url.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';

const root = mkdtempSync(join(tmpdir(), 'docket-backup-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The store an instance configured with `env` would use, as the backup and restore scripts build it. */
const storageFor = (env: Record<string, string>): Promise<FileStorage> =>
  createFileStorage(loadConfig(env).storage);

function writeFiles(filesDir: string) {
  mkdirSync(join(filesDir, 'case-document'), { recursive: true });
  writeFileSync(join(filesDir, 'case-document', '11111111-2222-4333-8444-555555555555'), randomBytes(5000));
  writeFileSync(
    join(filesDir, 'case-document', '66666666-7777-4888-8999-000000000000'),
    '%PDF-1.4 statement',
  );
  mkdirSync(join(filesDir, 'tmp'), { recursive: true });
  writeFileSync(join(filesDir, 'tmp', 'half.part'), 'an upload in progress is not backed up');
}

/**
 * Text read from the seeded documents, as sensitive as the files and backed up with them: its rows
 * here, its index rebuilt on restore (the column is generated, so a dump leaves it out).
 */
async function addDocumentTexts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into document_texts (document_id, case_id, page, language, body)
    select id, case_id, 1, 'english', 'The accommodation at 12 Rose Street is confirmed. Reference H' || id
    from case_documents order by id limit 40`);
}

/** How many pages a search of their text finds, through the text index. */
async function pagesFound(db: Db, words: string): Promise<number> {
  const found = (await db.execute(
    sql`select count(*)::int as n from document_texts where tsv @@ websearch_to_tsquery('english', ${words})`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(found.rows[0]?.n);
}

describe('backup and restore', () => {
  it('round-trips the embedded database, files and keys, and proves it', async () => {
    const source = join(root, 'source');
    writeFiles(join(source, 'files'));
    writeFileSync(join(source, 'encryption-key'), 'key');
    const handle = await openDatabase({ kind: 'pglite', dataDir: source });
    await runMigrations(handle);
    await seedCases(handle.db, 300, { email: 'admin@backup.test', password: 'Backup-Pass-2026!' });
    await addDocumentTexts(handle.db);
    const before = await tableChecksums(handle.db);
    const manifest = await backup({
      handle,
      dataDir: source,
      storage: createLocalDiskStorage(join(source, 'files')),
      outDir: join(root, 'b1'),
      now: new Date(),
    });
    await handle.close();
    expect(manifest.tables.cases?.rows).toBe(300);
    expect(manifest.tables.document_texts?.rows).toBe(40);
    expect(Object.keys(manifest.files)).toHaveLength(2);

    const target = join(root, 'target');
    const restored = await restore({
      backupDir: join(root, 'b1'),
      target: { kind: 'pglite', dataDir: target },
      storage: createLocalDiskStorage(join(target, 'files')),
      tempDir: join(target, 'files', 'tmp'),
    });
    expect(await tableChecksums(restored.db)).toEqual(before);
    expect(await pagesFound(restored.db, 'accommodations')).toBe(40);
    await restored.close();
  }, 120_000);

  it('refuses a backup whose files were changed, and a target that is not empty', async () => {
    const source = join(root, 'source2');
    writeFiles(join(source, 'files'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: source });
    await runMigrations(handle);
    await backup({
      handle,
      dataDir: source,
      storage: createLocalDiskStorage(join(source, 'files')),
      outDir: join(root, 'b2'),
      now: new Date(),
    });
    await handle.close();
    writeFileSync(
      join(root, 'b2', 'files', 'case-document', '66666666-7777-4888-8999-000000000000'),
      'tampered',
    );
    await expect(
      restore({
        backupDir: join(root, 'b2'),
        target: { kind: 'pglite', dataDir: join(root, 't2') },
        storage: createLocalDiskStorage(join(root, 't2', 'files')),
        tempDir: join(root, 't2', 'files', 'tmp'),
      }),
    ).rejects.toThrow(RestoreError);
    await expect(
      restore({
        backupDir: join(root, 'b1'),
        target: { kind: 'pglite', dataDir: source },
        storage: createLocalDiskStorage(join(source, 'files')),
        tempDir: join(source, 'files', 'tmp'),
      }),
    ).rejects.toThrow(/not empty/);
  }, 120_000);

  it('backs up an S3 store and restores it into an empty prefix or onto local disk, refusing a prefix in use', async () => {
    const sourceDir = join(root, 's3-source');
    const source = await storageFor({ DATA_DIR: sourceDir, ...s3.env('firm-a') });
    // Over 8 MiB, so both the backup's read and the restore's upload go in several parts.
    const files = new Map([
      ['case-document/11111111-2222-4333-8444-555555555555', randomBytes(9 * 1024 * 1024)],
      ['avatar/66666666-7777-4888-8999-000000000000', randomBytes(700)],
    ]);
    mkdirSync(join(root, 'staging'), { recursive: true });
    for (const [key, content] of files) {
      const temp = join(root, 'staging', `${key.replace('/', '-')}.part`);
      writeFileSync(temp, content);
      await source.putFile(key, temp);
    }
    // Another instance's files share the bucket; they are not this backup's.
    const neighbour = await storageFor({ DATA_DIR: sourceDir, ...s3.env('firm-a-archive') });
    const neighbourFile = join(root, 'staging', 'neighbour.part');
    writeFileSync(neighbourFile, 'not ours');
    await neighbour.putFile('case-document/99999999-2222-4333-8444-555555555555', neighbourFile);

    const handle = await openDatabase({ kind: 'pglite', dataDir: sourceDir });
    await runMigrations(handle);
    const before = await tableChecksums(handle.db);
    const manifest = await backup({
      handle,
      dataDir: sourceDir,
      storage: source,
      outDir: join(root, 'b4'),
      now: new Date(),
    });
    await handle.close();
    expect(Object.keys(manifest.files).sort()).toEqual([...files.keys()].sort());
    for (const [key, content] of files)
      expect(readFileSync(join(root, 'b4', 'files', key)).equals(content), key).toBe(true);

    const s3Target = {
      dataDir: join(root, 's3-target'),
      storage: await storageFor({ DATA_DIR: join(root, 's3-target'), ...s3.env('firm-b') }),
    };
    const targets = [
      s3Target,
      {
        dataDir: join(root, 'disk-target'),
        storage: createLocalDiskStorage(join(root, 'disk-target', 'files')),
      },
    ];
    for (const target of targets) {
      const restored = await restore({
        backupDir: join(root, 'b4'),
        target: { kind: 'pglite', dataDir: target.dataDir },
        storage: target.storage,
        tempDir: join(target.dataDir, 'files', 'tmp'),
      });
      expect(await tableChecksums(restored.db)).toEqual(before);
      await restored.close();
      for (const [key, content] of files)
        expect((await buffer(await target.storage.openRead(key))).equals(content), key).toBe(true);
    }
    expect(existsSync(join(root, 's3-target', 'files', 'case-document'))).toBe(false);

    await expect(
      restore({
        backupDir: join(root, 'b4'),
        target: { kind: 'pglite', dataDir: join(root, 's3-target-2') },
        storage: s3Target.storage,
        tempDir: join(root, 's3-target-2', 'files', 'tmp'),
      }),
    ).rejects.toThrow(/not empty/);
    // Two embedded-database restores: slow on a loaded two-core machine.
  }, 240_000);

  it('round-trips a PostgreSQL server database with pg_dump and pg_restore', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const source = `docket_bk_src_${randomBytes(3).toString('hex')}`;
    const destination = `docket_bk_dst_${randomBytes(3).toString('hex')}`;
    const names = [source, destination];
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`create database "${name}"`);
      const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, source) });
      await runMigrations(handle);
      await seedCases(handle.db, 200, {
        email: 'admin@backup.test',
        password: 'Backup-Pass-2026!',
      });
      await addDocumentTexts(handle.db);
      const before = await tableChecksums(handle.db);
      const dataDir = join(root, 'pg-source');
      writeFiles(join(dataDir, 'files'));
      await backup({
        handle,
        dataDir,
        storage: createLocalDiskStorage(join(dataDir, 'files')),
        outDir: join(root, 'b3'),
        now: new Date(),
      });
      await handle.close();
      const target = join(root, 'pg-target');
      const restored = await restore({
        backupDir: join(root, 'b3'),
        target: { kind: 'postgres', url: withDatabase(serverUrl, destination), dataDir: target },
        storage: createLocalDiskStorage(join(target, 'files')),
        tempDir: join(target, 'files', 'tmp'),
      });
      expect(await tableChecksums(restored.db)).toEqual(before);
      expect(before.document_texts?.rows).toBe(40);
      expect(await pagesFound(restored.db, 'accommodations')).toBe(40);
      await restored.close();
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
