import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../../test/factories.ts';
import { type S3TestServer, startS3TestServer } from '../../../../test/s3-test-server.ts';
import {
  createUpload,
  headUpload,
  holdNextStaging,
  locationOf,
  patchThenCut,
  patchUpload,
  settledOffset,
  uploadAnswer,
} from '../../../../test/tus.ts';
import { TINY_PDF } from '../../../../test/upload.ts';
import { buildApp } from '../../../app.ts';
import { storedFiles } from '../../../db/schema/index.ts';
import { backgroundContext } from '../../../lib/context.ts';
import { must } from '../../../lib/must.ts';
import { sweepFiles } from '../sweep.ts';

/** Resumable uploads with STORAGE_URL pointing at a real S3-compatible server: partials live in the bucket. */
const PREFIX = 'firm/files';
let s3: S3TestServer;
let t: TestApp;
let client: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await buildTestApp({ env: s3.env(PREFIX) });
  client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  other = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function paddedPdf(kb: number): Buffer {
  const padding = randomBytes(kb * 512).toString('hex');
  return Buffer.concat([Buffer.from(`%PDF-1.4\n%${padding}\n`), TINY_PDF.subarray(9)]);
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rowsOf = (sha: string) => t.db.select().from(storedFiles).where(eq(storedFiles.sha256, sha));
const idOf = (location: string) => must(location.split('/').pop(), 'the upload id');

async function objectsUnder(prefix: string): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => must(object.Key, 'a key'));
}

describe('resumable uploads on object storage', () => {
  it('keep the partial in the bucket, resume after a cut, and stage the file under the prefix', async () => {
    const pdf = paddedPdf(700);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'bundle.pdf', length: pdf.length }),
    );
    const folder = `${PREFIX}/uploads/${idOf(location)}/`;
    expect(await objectsUnder(folder)).toEqual([`${folder}info`]);

    const half = Math.floor(pdf.length / 2);
    await patchThenCut(t.app, client, location, 0, pdf, half);
    const offset = await settledOffset(t.app, client, location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    // The bytes that arrived before the cut are an object of their own, named by where they start.
    expect(await objectsUnder(folder)).toContain(`${folder}000000000000000`);
    // Nothing on local disk: another instance may take the next PATCH.
    expect(existsSync(t.config.resumableUploadDir)).toBe(false);
    expect((await headUpload(t.app, other, location)).statusCode).toBe(404);

    const done = await patchUpload(t.app, client, location, offset, pdf.subarray(offset));
    expect(done.statusCode, done.body).toBe(200);
    const key = String(must(done.json().data.content[0], 'the staged file').filePath);
    expect(await objectsUnder(`${PREFIX}/${key}`)).toEqual([`${PREFIX}/${key}`]);
    const [row] = await rowsOf(sha256(pdf));
    expect(row).toMatchObject({ storageKey: key, status: 'staged', sizeBytes: pdf.length });
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile',
      headers: { ...client, filePath: key },
    });
    expect(sha256(back.rawPayload)).toBe(sha256(pdf));
    expect(await objectsUnder(folder)).toEqual([]);
    expect(readdirSync(t.config.uploadTempDir)).toEqual([]);
  }, 60_000);

  it('answers 423 while an upload is finished, and its answer after, to another instance too', async () => {
    const pdf = paddedPdf(60);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'contract.pdf', length: pdf.length }),
    );
    const folder = `${PREFIX}/uploads/${idOf(location)}/`;
    const held = holdNextStaging(t.app);
    const last = patchUpload(t.app, client, location, 0, pdf);
    await held.reached;
    // Another instance, on the same bucket and database, knows it is being finished.
    const second = await buildApp({ config: t.config, db: t.db, logger: false, clock: t.clock.now });
    try {
      await second.ready();
      expect((await headUpload(second, client, location)).statusCode).toBe(423);
      expect((await uploadAnswer(second, client, location)).statusCode).toBe(423);
      held.release();
      const done = await last;
      expect(done.statusCode, done.body).toBe(200);
      expect(await objectsUnder(folder)).toEqual([]);
      const head = await headUpload(second, client, location);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(pdf.length));
      const kept = await uploadAnswer(second, client, location);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual(done.json());
      expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('resumes after a restart from what the bucket holds', async () => {
    const pdf = paddedPdf(100);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'notes.pdf', length: pdf.length }),
    );
    const half = Math.floor(pdf.length / 2);
    expect((await patchUpload(t.app, client, location, 0, pdf.subarray(0, half))).statusCode).toBe(204);
    const restarted = await buildApp({ config: t.config, db: t.db, logger: false, clock: t.clock.now });
    try {
      await restarted.ready();
      expect((await headUpload(restarted, client, location)).headers['upload-offset']).toBe(String(half));
      const done = await patchUpload(restarted, client, location, half, pdf.subarray(half));
      expect(done.statusCode, done.body).toBe(200);
      expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a forbidden type found at the end, staging nothing and leaving nothing in the bucket', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), randomBytes(3000)]);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'cv.docx', length: program.length }),
    );
    expect((await patchUpload(t.app, client, location, 0, program.subarray(0, 1000))).statusCode).toBe(204);
    const last = await patchUpload(t.app, client, location, 1000, program.subarray(1000));
    expect(last.statusCode).toBe(400);
    expect(last.json().code).toBe('FILE_TYPE_NOT_ACCEPTED');
    expect(await rowsOf(sha256(program))).toEqual([]);
    expect(await objectsUnder(`${PREFIX}/uploads/${idOf(location)}/`)).toEqual([]);
  });

  it('refuses an over-limit length at creation with nothing written to the bucket', async () => {
    const before = await objectsUnder(`${PREFIX}/uploads/`);
    const res = await createUpload(t.app, client, { fileName: 'huge.pdf', length: 26 * 1024 * 1024 });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect(await objectsUnder(`${PREFIX}/uploads/`)).toEqual(before);
  });

  it('sweeps unfinished uploads a day old, and stray chunks, but nothing outside its prefix', async () => {
    const location = locationOf(await createUpload(t.app, client, { fileName: 'left.pdf', length: 4000 }));
    expect((await patchUpload(t.app, client, location, 0, paddedPdf(1).subarray(0, 300))).statusCode).toBe(
      204,
    );
    const outside = `other-app/uploads/${'a'.repeat(32)}/info`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: outside, Body: '{}' }));

    expect((await sweepFiles(backgroundContext(t.app), new Date())).partials).toBe(0);
    expect(await objectsUnder(`${PREFIX}/uploads/${idOf(location)}/`)).toHaveLength(2);

    const later = await sweepFiles(backgroundContext(t.app), new Date(Date.now() + 25 * 60 * 60_000));
    expect(later.partials).toBeGreaterThanOrEqual(1);
    expect(await objectsUnder(`${PREFIX}/uploads/`)).toEqual([]);
    expect(await objectsUnder(outside)).toEqual([outside]);
    expect((await headUpload(t.app, client, location)).statusCode).toBe(404);
  });
});
