import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { type FileStorage, MissingFileError } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** One store under test, with a way to put things beside it that it must leave alone. */
type Subject = {
  storage: FileStorage;
  /** Where the caller's finished temp files are written (the local backend renames from here). */
  tempDir: string;
  /** Puts files next to the store's own: other prefixes, names that are not keys, temp files. */
  plantStrays(): Promise<void>;
};

const workDir = mkdtempSync(join(tmpdir(), 'docket-storage-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const backends: Array<[string, () => Subject]> = [
  [
    'local disk',
    () => {
      const root = mkdtempSync(join(workDir, 'root-'));
      return {
        storage: createLocalDiskStorage(root),
        tempDir: join(root, 'tmp'),
        async plantStrays() {
          mkdirSync(join(root, 'tmp'), { recursive: true });
          writeFileSync(join(root, 'tmp', `${randomUUID()}.part`), 'an upload in progress');
          mkdirSync(join(root, 'case-document', 'nested'), { recursive: true });
          writeFileSync(join(root, 'case-document', 'not-a-key'), 'x');
          writeFileSync(join(root, 'stray.txt'), 'x');
        },
      };
    },
  ],
  [
    's3',
    () => {
      const prefix = `office-${randomBytes(4).toString('hex')}`;
      const put = (key: string) =>
        s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'not ours' }));
      return {
        // Two objects a page, so every listing here crosses pages as a real bucket's would past 1000.
        storage: createS3Storage({ client: s3.client, bucket: s3.bucket, prefix, listPageSize: 2 }),
        tempDir: mkdtempSync(join(workDir, 'tmp-')),
        async plantStrays() {
          await put(`case-document/${randomUUID()}`);
          await put(`${prefix}-archive/case-document/${randomUUID()}`);
          await put(`other/case-document/${randomUUID()}`);
          await put(`${prefix}/case-document/not-a-key`);
          await put(`${prefix}/notes.txt`);
          await put(`${prefix}/nested/case-document/${randomUUID()}`);
        },
      };
    },
  ],
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A finished temp file as the upload path leaves it. */
function tempFile(subject: Subject, content: Buffer): string {
  mkdirSync(subject.tempDir, { recursive: true });
  const path = join(subject.tempDir, `${randomUUID()}.part`);
  writeFileSync(path, content);
  return path;
}

const newKey = (kind = 'case-document') => `${kind}/${randomUUID()}`;

describe.each(backends)('file storage on %s', (_name, open) => {
  it('gives back exactly the bytes put, and takes the temp file away', async () => {
    const subject = open();
    const content = randomBytes(70_000);
    const key = newKey();
    const path = tempFile(subject, content);
    await subject.storage.putFile(key, path);
    expect(existsSync(path)).toBe(false);
    expect(sha256(await buffer(await subject.storage.openRead(key)))).toBe(sha256(content));
  });

  it('round-trips a 20 MB file (several multipart parts on S3)', async () => {
    const subject = open();
    const content = randomBytes(20 * 1024 * 1024);
    const key = newKey();
    await subject.storage.putFile(key, tempFile(subject, content));
    const back = await buffer(await subject.storage.openRead(key));
    expect(back.length).toBe(content.length);
    expect(sha256(back)).toBe(sha256(content));
  }, 60_000);

  it('says whether a key exists, deletes it, and deleting again is harmless', async () => {
    const subject = open();
    const key = newKey('avatar');
    expect(await subject.storage.exists(key)).toBe(false);
    await subject.storage.putFile(key, tempFile(subject, Buffer.from('avatar')));
    expect(await subject.storage.exists(key)).toBe(true);
    await subject.storage.delete(key);
    expect(await subject.storage.exists(key)).toBe(false);
    await subject.storage.delete(key);
    await expect(subject.storage.openRead(key)).rejects.toBeInstanceOf(MissingFileError);
  });

  it('refuses to read a key that was never stored with MissingFileError', async () => {
    const subject = open();
    await expect(subject.storage.openRead(newKey())).rejects.toBeInstanceOf(MissingFileError);
  });

  it('lists its own keys with their modification times, and nothing beside them', async () => {
    const subject = open();
    await subject.plantStrays();
    const before = Date.now();
    const keys = [newKey(), newKey('template'), newKey('avatar'), newKey()];
    for (const key of keys) await subject.storage.putFile(key, tempFile(subject, randomBytes(10)));
    const after = Date.now();
    const listed: Array<{ key: string; modifiedAt: Date }> = [];
    for await (const entry of subject.storage.list()) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual([...keys].sort());
    for (const { modifiedAt } of listed) {
      expect(modifiedAt).toBeInstanceOf(Date);
      // S3 keeps whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 2000);
    }
  });

  it('lists nothing when empty', async () => {
    const subject = open();
    const listed: unknown[] = [];
    for await (const entry of subject.storage.list()) listed.push(entry);
    expect(listed).toEqual([]);
  });

  it.each([
    '../jwt-secret',
    'case-document/../../jwt-secret',
    `case-document/${randomUUID()}/../x`,
    `/case-document/${randomUUID()}`,
    `CASE-DOCUMENT/${randomUUID()}`,
    'case-document',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    const subject = open();
    const path = tempFile(subject, Buffer.from('x'));
    await expect(subject.storage.putFile(key, path)).rejects.toThrow('invalid storage key');
    await expect(subject.storage.openRead(key)).rejects.toThrow('invalid storage key');
    await expect(subject.storage.delete(key)).rejects.toThrow('invalid storage key');
    await expect(subject.storage.exists(key)).rejects.toThrow('invalid storage key');
    expect(existsSync(path)).toBe(true);
  });
});

describe('file storage on s3, when the bucket is not there', () => {
  it('fails puts and reads as faults, not as missing files, and keeps the temp file', async () => {
    const storage = createS3Storage({ client: s3.client, bucket: 'no-such-bucket', prefix: '' });
    const path = join(mkdtempSync(join(workDir, 'tmp-')), 'upload.part');
    writeFileSync(path, 'x');
    await expect(storage.putFile(newKey(), path)).rejects.toThrow();
    expect(existsSync(path)).toBe(true);
    const read = storage.openRead(newKey());
    await expect(read).rejects.toThrow();
    await expect(read).rejects.not.toBeInstanceOf(MissingFileError);
  });
});
