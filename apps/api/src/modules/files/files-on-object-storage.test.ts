import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { TINY_PDF, TINY_PNG, upload } from '../../../test/upload.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { backgroundContext } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { sweepFiles } from './sweep.ts';

/** The files API with STORAGE_URL pointing at a real S3-compatible server instead of DATA_DIR/files. */
const PREFIX = 'firm/files';
let s3: S3TestServer;
let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await buildTestApp({ env: s3.env(PREFIX) });
  owner = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  other = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const download = (filePath: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/FileReceiver/DownloadFile', headers: { ...headers, filePath } });

async function inBucket(objectKey: string): Promise<boolean> {
  try {
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
    return true;
  } catch {
    return false;
  }
}

const plant = (objectKey: string) =>
  s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey, Body: 'left by a crash' }));

const keyOf = (response: { json(): { data: { content: Array<{ filePath: string }> } } }) =>
  must(response.json().data.content[0], 'the staged file').filePath;

describe('files on object storage', () => {
  it('stores an upload as an object under the prefix, not on local disk, and serves it back', async () => {
    // Over 8 MiB, so the store receives it in more than one part.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from(randomBytes(6 * 1024 * 1024).toString('hex')),
      Buffer.from('\n%%EOF\n'),
    ]);
    const response = await upload(t, owner, 'bundle.pdf', pdf);
    expect(response.statusCode).toBe(200);
    const key = keyOf(response);
    expect(await inBucket(`${PREFIX}/${key}`)).toBe(true);
    expect(existsSync(join(t.config.filesDir, key))).toBe(false);
    expect(readdirSync(join(t.config.filesDir, 'tmp'))).toEqual([]);

    const back = await download(key, owner);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-length']).toBe(String(pdf.length));
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(back.rawPayload)).toBe(hash(pdf));
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
    expect(row?.sha256).toBe(hash(pdf));
    expect((await download(key, other)).statusCode).toBe(404);
  }, 60_000);

  it('lets others read an avatar once claimed', async () => {
    const key = keyOf(await upload(t, owner, 'me.png', TINY_PNG, 'avatar'));
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdatePersonalInfo',
      headers: owner,
      payload: { firstName: 'A', lastName: 'B', gender: 'male', phoneNumber: '07700900123', avatar: key },
    });
    expect(claim.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/FileReceiver/GetExampleFile?fileName=${encodeURIComponent(key)}`,
      headers: other,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answers 404 when the object behind a record has gone', async () => {
    const key = keyOf(await upload(t, owner, 'gone.pdf', TINY_PDF));
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
    const res = await download(key, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().responseMessage).toBe('File not found.');
  });

  it('sweeps stale staged uploads and day-old orphans from the bucket, and nothing outside the prefix', async () => {
    const staged = keyOf(await upload(t, owner, 'old.pdf', TINY_PDF));
    const fresh = keyOf(await upload(t, owner, 'new.pdf', TINY_PDF));
    const claimed = keyOf(await upload(t, owner, 'me.png', TINY_PNG, 'avatar'));
    await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdatePersonalInfo',
      headers: owner,
      payload: { firstName: 'A', lastName: 'B', gender: 'male', phoneNumber: '07700900123', avatar: claimed },
    });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await t.db.update(storedFiles).set({ createdAt: dayAgo }).where(eq(storedFiles.storageKey, staged));
    await t.db.update(storedFiles).set({ createdAt: dayAgo }).where(eq(storedFiles.storageKey, claimed));
    const orphan = `case-document/${randomUUID()}`;
    await plant(`${PREFIX}/${orphan}`);
    const outside = `other-app/case-document/${randomUUID()}`;
    await plant(outside);
    mkdirSync(join(t.config.filesDir, 'tmp'), { recursive: true });
    const temp = join(t.config.filesDir, 'tmp', 'interrupted.part');
    writeFileSync(temp, 'half an upload');
    utimesSync(temp, dayAgo, dayAgo);

    // The orphan was written just now: a sweep today leaves it (it may be an upload whose record is coming).
    expect(await sweepFiles(backgroundContext(t.app), new Date())).toEqual({
      staged: 1,
      orphans: 0,
      temps: 1,
      partials: 0,
      answers: 0,
    });
    expect(await inBucket(`${PREFIX}/${staged}`)).toBe(false);
    expect(await inBucket(`${PREFIX}/${orphan}`)).toBe(true);
    expect(await inBucket(`${PREFIX}/${fresh}`)).toBe(true);
    expect(existsSync(temp)).toBe(false);

    // A day later the orphan and the still-unclaimed upload go; the claimed avatar and foreign objects stay.
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    const later = await sweepFiles(backgroundContext(t.app), dayLater);
    expect(later.orphans).toBe(1);
    expect(await inBucket(`${PREFIX}/${orphan}`)).toBe(false);
    expect(await inBucket(`${PREFIX}/${fresh}`)).toBe(false);
    expect(await inBucket(`${PREFIX}/${claimed}`)).toBe(true);
    expect(await inBucket(outside)).toBe(true);
    expect((await download(staged, owner)).statusCode).toBe(404);
  });
});
