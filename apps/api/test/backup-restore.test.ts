import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCases } from '../bench/seed-cases.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { backup } from '../src/lib/backup/backup.ts';
import { RestoreError, restore } from '../src/lib/backup/restore.ts';
import { tableChecksums } from '../src/lib/backup/table-checksums.ts';
import { withDatabase } from './database-url.ts';

const root = mkdtempSync(join(tmpdir(), 'docket-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

describe('backup and restore', () => {
  it('round-trips the embedded database, files and keys, and proves it', async () => {
    const source = join(root, 'source');
    writeFiles(join(source, 'files'));
    writeFileSync(join(source, 'encryption-key'), 'key');
    const handle = await openDatabase({ kind: 'pglite', dataDir: source });
    await runMigrations(handle);
    await seedCases(handle.db, 300, { email: 'admin@backup.test', password: 'Backup-Pass-2026!' });
    const before = await tableChecksums(handle.db);
    const manifest = await backup({
      handle,
      dataDir: source,
      filesDir: join(source, 'files'),
      outDir: join(root, 'b1'),
      now: new Date(),
    });
    await handle.close();
    expect(manifest.tables.cases!.rows).toBe(300);
    expect(Object.keys(manifest.files)).toHaveLength(2);

    const target = join(root, 'target');
    const restored = await restore({
      backupDir: join(root, 'b1'),
      target: { kind: 'pglite', dataDir: target },
      filesDir: join(target, 'files'),
    });
    expect(await tableChecksums(restored.db)).toEqual(before);
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
      filesDir: join(source, 'files'),
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
        filesDir: join(root, 't2', 'files'),
      }),
    ).rejects.toThrow(RestoreError);
    await expect(
      restore({
        backupDir: join(root, 'b1'),
        target: { kind: 'pglite', dataDir: source },
        filesDir: join(source, 'files'),
      }),
    ).rejects.toThrow(/not empty/);
  }, 120_000);

  it('round-trips a PostgreSQL server database with pg_dump and pg_restore', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const names = [
      `docket_bk_src_${randomBytes(3).toString('hex')}`,
      `docket_bk_dst_${randomBytes(3).toString('hex')}`,
    ];
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`create database "${name}"`);
      const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, names[0]!) });
      await runMigrations(handle);
      await seedCases(handle.db, 200, {
        email: 'admin@backup.test',
        password: 'Backup-Pass-2026!',
      });
      const before = await tableChecksums(handle.db);
      const dataDir = join(root, 'pg-source');
      writeFiles(join(dataDir, 'files'));
      await backup({
        handle,
        dataDir,
        filesDir: join(dataDir, 'files'),
        outDir: join(root, 'b3'),
        now: new Date(),
      });
      await handle.close();
      const target = join(root, 'pg-target');
      const restored = await restore({
        backupDir: join(root, 'b3'),
        target: { kind: 'postgres', url: withDatabase(serverUrl, names[1]!), dataDir: target },
        filesDir: join(target, 'files'),
      });
      expect(await tableChecksums(restored.db)).toEqual(before);
      await restored.close();
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
