import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { caseBody, seedCaseType } from '../../../../test/case-fixtures.ts';
import { createUser, signIn } from '../../../../test/factories.ts';
import {
  createUpload,
  headUpload,
  holdNextStaging,
  locationOf,
  patchThenCut,
  patchUpload,
  settledOffset,
  uploadAnswer,
  uploadMetadata,
} from '../../../../test/tus.ts';
import { pngWithComment, TINY_PDF, TINY_PNG } from '../../../../test/upload.ts';
import { buildApp } from '../../../app.ts';
import { storedFiles } from '../../../db/schema/index.ts';
import { backgroundContext } from '../../../lib/context.ts';
import { must } from '../../../lib/must.ts';
import { sweepFiles } from '../sweep.ts';
import { ANSWER_KEPT_MS, FINISHING_LIMIT_MS } from './finished-uploads.repository.ts';

/** Resumable uploads on local disk (DATA_DIR/uploads) against a real server on a real socket. */
let t: TestApp;
let client: Record<string, string>;
let other: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_AVATAR_KB: '1' } });
  client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  other = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 30_000);
afterAll(() => t.close());

/** A real PDF of about `kb` KiB: the padding is a comment inside it. */
function paddedPdf(kb: number): Buffer {
  const padding = randomBytes(kb * 512).toString('hex');
  return Buffer.concat([Buffer.from(`%PDF-1.4\n%${padding}\n`), TINY_PDF.subarray(9)]);
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const partials = () => readdirSync(t.config.resumableUploadDir);
/** The files the upload at `location` keeps on disk (its bytes and its description). */
const partialsOf = (location: string) =>
  partials().filter((name) => name.startsWith(must(location.split('/').pop(), 'id')));
const rowsOf = (sha: string) => t.db.select().from(storedFiles).where(eq(storedFiles.sha256, sha));

describe('a resumable upload cut off halfway', () => {
  it('resumes where the server stopped and stages the file as Uploadfile would', async () => {
    const pdf = paddedPdf(600);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'passport \u202Efdp.exe.pdf', length: pdf.length }),
    );
    expect(location).toMatch(new RegExp(`^${RESUMABLE_UPLOADS_PATH}/[0-9a-f]{32}$`));
    expect(await rowsOf(sha256(pdf))).toEqual([]);

    const half = Math.floor(pdf.length / 2);
    await patchThenCut(t.app, client, location, 0, pdf, half);
    const offset = await settledOffset(t.app, client, location);
    // What arrived before the cut is kept: the rest, not the whole, is sent again.
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    // Nothing of it counts yet: no staged file until the last byte.
    expect(await rowsOf(sha256(pdf))).toEqual([]);

    const done = await patchUpload(t.app, client, location, offset, pdf.subarray(offset));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['upload-offset']).toBe(String(pdf.length));
    const body = done.json();
    expect(body.success).toBe(true);
    expect(body.state).toBe('DONE');
    const staged = must(body.data.content[0], 'the staged file') as Record<string, unknown>;
    // Direction marks are stripped from the name, as Uploadfile strips them.
    expect(staged).toMatchObject({
      fileName: 'passport fdp.exe.pdf',
      fileSize: pdf.length,
      contentType: 'application/pdf',
    });
    expect(body.content).toEqual(body.data.content);

    const [row] = await rowsOf(sha256(pdf));
    expect(row).toMatchObject({ storageKey: staged.filePath, status: 'staged', kind: 'case-document' });
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile',
      headers: { ...client, filePath: String(staged.filePath) },
    });
    expect(sha256(download.rawPayload)).toBe(sha256(pdf));
    // The upload's own bytes are gone once the file is staged; only its answer is kept (below).
    expect(partialsOf(location)).toEqual([]);

    // Claimed into a case exactly as a multipart upload is.
    const type = await seedCaseType(t, admin, 'Asylum claim (resumable)');
    const payload = await caseBody(t, client, type);
    must(payload.requiredDocuments[0], 'a required document').filePath = String(staged.filePath);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/case/createcase',
      headers: client,
      payload,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [claimed] = await rowsOf(sha256(pdf));
    expect(claimed?.status).toBe('claimed');
  }, 30_000);

  it('resumes after the server restarts, from what it kept in DATA_DIR', async () => {
    const pdf = paddedPdf(200);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'statement.pdf', length: pdf.length }),
    );
    const half = Math.floor(pdf.length / 2);
    expect((await patchUpload(t.app, client, location, 0, pdf.subarray(0, half))).statusCode).toBe(204);

    // Another server on the same data directory and database, as after a restart.
    const restarted = await buildApp({ config: t.config, db: t.db, logger: false, clock: t.clock.now });
    try {
      await restarted.ready();
      const head = await headUpload(restarted, client, location);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(half));
      expect(head.headers['upload-length']).toBe(String(pdf.length));
      const done = await patchUpload(restarted, client, location, half, pdf.subarray(half));
      expect(done.statusCode, done.body).toBe(200);
      expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('an avatar sent resumably', () => {
  it('is staged as an avatar within MAX_AVATAR_KB, claimed on saving the profile and served at its address', async () => {
    // A PNG of its own, so the row found by its hash is this test's alone.
    const png = pngWithComment('avatar');
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'me.png', length: png.length, kind: 'avatar' }),
    );
    const done = await patchUpload(t.app, client, location, 0, png);
    expect(done.statusCode, done.body).toBe(200);
    const { filePath } = must(done.json().data.content[0], 'the staged avatar') as { filePath: string };
    const [row] = await rowsOf(sha256(png));
    expect(row).toMatchObject({ storageKey: filePath, status: 'staged', kind: 'avatar' });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdatePersonalInfo',
      headers: client,
      payload: {
        firstName: 'Noor',
        lastName: 'Rahimi',
        gender: 'female',
        phoneNumber: '07700 900123',
        avatar: filePath,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = (
      await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: client })
    ).json();
    const picture = await t.app.inject({ method: 'GET', url: me.data.avatar });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(png)).toBe(true);
    expect((await rowsOf(sha256(png)))[0]).toMatchObject({ status: 'claimed' });
  });
});

describe('what a resumable upload may not do', () => {
  it('is refused at creation when its length is over the limit, before any byte is stored', async () => {
    const res = await createUpload(t.app, client, { fileName: 'me.png', length: 1025, kind: 'avatar' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: '1 KB' } });
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    const big = await createUpload(t.app, client, { fileName: 'big.pdf', length: 25 * 1024 * 1024 + 1 });
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: '25 MB' } });
    expect(partials()).toEqual([]);
  });

  it('refuses names, types and metadata Uploadfile would refuse, at creation', async () => {
    const refused = async (options: Parameters<typeof createUpload>[2], code: string, status = 400) => {
      const res = await createUpload(t.app, client, options);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await refused({ fileName: 'run.exe', length: 10 }, 'FILE_TYPE_NOT_ACCEPTED');
    await refused({ fileName: 'scan.pdf', length: 10, kind: 'avatar' }, 'FILE_TYPE_NOT_ACCEPTED');
    await refused({ fileName: '../../etc/passwd.pdf', length: 10 }, 'FILE_NAME_INVALID');
    await refused({ fileName: 'empty.pdf', length: 0 }, 'FILE_EMPTY');
    await refused({ fileName: 'a.pdf', length: 10, kind: 'bogus' }, 'UPLOAD_REQUEST_INVALID');
    // A key may come without a value (tus 1.0.0): a name of nothing.
    await refused({ fileName: 'a.pdf', length: 10, metadata: 'filename' }, 'FILE_NAME_INVALID');
    await refused({ fileName: 'a.pdf', length: 10, metadata: 'filename !!!' }, 'UPLOAD_REQUEST_INVALID');
    await refused(
      { fileName: 'a.pdf', length: 10, metadata: uploadMetadata({ name: 'a.pdf' }) },
      'UPLOAD_REQUEST_INVALID',
    );
    await refused(
      {
        fileName: 'a.pdf',
        length: 10,
        metadata: uploadMetadata({ filename: 'a.pdf', filetype: 'pdf; <script>' }),
      },
      'UPLOAD_REQUEST_INVALID',
    );
    await refused({ fileName: 'a.pdf', length: 10, kind: 'template' }, 'TEMPLATE_UPLOAD_FORBIDDEN', 403);
    const deferred = await t.app.inject({
      method: 'POST',
      url: RESUMABLE_UPLOADS_PATH,
      headers: {
        ...client,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': uploadMetadata({ filename: 'a.pdf' }),
      },
    });
    expect(deferred.json().code).toBe('UPLOAD_REQUEST_INVALID');
    expect(partials()).toEqual([]);
  });

  it('answers 404 to anyone but its creator, and leaves the upload as it was', async () => {
    const pdf = paddedPdf(20);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'mine.pdf', length: pdf.length }),
    );
    expect((await patchUpload(t.app, client, location, 0, pdf.subarray(0, 100))).statusCode).toBe(204);

    const head = await headUpload(t.app, other, location);
    expect(head.statusCode).toBe(404);
    const patch = await patchUpload(t.app, other, location, 100, pdf.subarray(100));
    expect(patch.statusCode).toBe(404);
    expect(patch.json().code).toBe('RESUMABLE_UPLOAD_NOT_FOUND');
    const terminate = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...other, 'tus-resumable': '1.0.0' },
    });
    expect(terminate.statusCode).toBe(404);
    // The same answer as for an upload that never was.
    const never = await patchUpload(
      t.app,
      other,
      `${RESUMABLE_UPLOADS_PATH}/${'0'.repeat(32)}`,
      0,
      Buffer.from('x'),
    );
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual(patch.json());

    expect((await headUpload(t.app, client, location)).headers['upload-offset']).toBe('100');
    expect((await headUpload(t.app, client, `${location.slice(0, -1)}/`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Its creator may end it (a cancel in the web app), and then it is gone.
    const ended = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...client, 'tus-resumable': '1.0.0' },
    });
    expect(ended.statusCode).toBe(204);
    expect((await headUpload(t.app, client, location)).statusCode).toBe(404);
    expect(partialsOf(location)).toEqual([]);
    const create = await t.app.inject({ method: 'POST', url: RESUMABLE_UPLOADS_PATH });
    expect(create.statusCode).toBe(401);
    expect(create.json().code).toBe('SIGN_IN_REQUIRED');
  });

  it('refuses a file whose content is not an accepted type once it is whole, and stages nothing', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), randomBytes(4000)]);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'invoice.pdf', length: program.length }),
    );
    expect((await patchUpload(t.app, client, location, 0, program.subarray(0, 2000))).statusCode).toBe(204);
    const last = await patchUpload(t.app, client, location, 2000, program.subarray(2000));
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ success: false, code: 'FILE_TYPE_NOT_ACCEPTED' });
    // A client that never heard the refusal is told it again.
    const again = await uploadAnswer(t.app, client, location);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(last.json());
    // A cancel then (tus's DELETE) forgets it.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...client, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await uploadAnswer(t.app, client, location)).statusCode).toBe(404);
    expect(await rowsOf(sha256(program))).toEqual([]);
    expect(partialsOf(location)).toEqual([]);
    expect(readdirSync(t.config.uploadTempDir)).toEqual([]);

    // A picture named as a PDF: the content decides, as for Uploadfile.
    const png = locationOf(
      await createUpload(t.app, client, { fileName: 'scan.pdf', length: TINY_PNG.length }),
    );
    const mismatch = await patchUpload(t.app, client, png, 0, TINY_PNG);
    expect(mismatch.json().code).toBe('FILE_CONTENT_MISMATCH');
    expect(await rowsOf(sha256(TINY_PNG))).toEqual([]);
  });

  it('answers a PATCH at the wrong offset with 409 and keeps the bytes it has', async () => {
    const pdf = paddedPdf(10);
    const location = locationOf(await createUpload(t.app, client, { fileName: 'x.pdf', length: pdf.length }));
    const res = await patchUpload(t.app, client, location, 5, pdf.subarray(5));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('UPLOAD_OFFSET_MISMATCH');
    expect((await headUpload(t.app, client, location)).headers['upload-offset']).toBe('0');
  });
});

describe('an upload being finished, and after', () => {
  it('answers 423 while it is finished, then keeps its answer for its owner alone, for ten minutes', async () => {
    const pdf = paddedPdf(40);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'payslip.pdf', length: pdf.length }),
    );
    const half = Math.floor(pdf.length / 2);
    expect((await patchUpload(t.app, client, location, 0, pdf.subarray(0, half))).statusCode).toBe(204);

    const held = holdNextStaging(t.app);
    const last = patchUpload(t.app, client, location, half, pdf.subarray(half));
    await held.reached;
    // The bytes are all there but the file is not staged yet: a phone asking now waits and asks again.
    const head = await headUpload(t.app, client, location);
    expect(head.statusCode).toBe(423);
    expect(head.headers['tus-resumable']).toBe('1.0.0');
    const patch = await patchUpload(t.app, client, location, half, pdf.subarray(half));
    expect(patch.statusCode).toBe(423);
    expect(patch.json()).toMatchObject({ success: false, code: 'RESUMABLE_UPLOAD_FINISHING' });
    expect((await uploadAnswer(t.app, client, location)).statusCode).toBe(423);
    expect((await headUpload(t.app, other, location)).statusCode).toBe(404);
    held.release();
    const done = await last;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, state: 'DONE' });

    // Its last answer lost, a phone asks where the upload got to: whole, so it asks for the answer.
    const whole = await headUpload(t.app, client, location);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['upload-offset']).toBe(String(pdf.length));
    expect(whole.headers['upload-length']).toBe(String(pdf.length));
    const kept = await uploadAnswer(t.app, client, location);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual(done.json());
    // The same file, staged once: nothing is sent again.
    expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    // A PATCH sent again is out of step, which leads a client to HEAD and then to the answer.
    expect((await patchUpload(t.app, client, location, half, pdf.subarray(half))).statusCode).toBe(409);

    // SECURITY: for anyone else, as an upload that never was.
    const never = await uploadAnswer(t.app, other, `${RESUMABLE_UPLOADS_PATH}/${'0'.repeat(32)}`);
    expect(never.statusCode).toBe(404);
    const theirs = await uploadAnswer(t.app, other, location);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(never.json());
    expect(theirs.json().code).toBe('RESUMABLE_UPLOAD_NOT_FOUND');
    expect((await headUpload(t.app, other, location)).statusCode).toBe(404);

    // Ten minutes on, the answer is forgotten, and the sweep removes it.
    const before = t.clock.now();
    try {
      t.clock.advance(ANSWER_KEPT_MS + 1_000);
      expect((await headUpload(t.app, client, location)).statusCode).toBe(404);
      expect((await uploadAnswer(t.app, client, location)).statusCode).toBe(404);
      expect((await sweepFiles(backgroundContext(t.app), t.clock.now())).answers).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(before);
    }
    expect((await uploadAnswer(t.app, client, location)).statusCode).toBe(404);
  }, 30_000);

  it('keeps the bytes when finishing fails for a reason not the file’s, and finishes when asked for the answer', async () => {
    const pdf = paddedPdf(20);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'tenancy.pdf', length: pdf.length }),
    );
    const held = holdNextStaging(t.app);
    held.fail();
    const failed = await patchUpload(t.app, client, location, 0, pdf);
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf(sha256(pdf))).toEqual([]);
    // The client tries again: HEAD finds the upload whole, and the answer is made on asking.
    const head = await headUpload(t.app, client, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(pdf.length));
    expect((await uploadAnswer(t.app, other, location)).statusCode).toBe(404);
    const answer = await uploadAnswer(t.app, client, location);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.content[0]).toMatchObject({ fileName: 'tenancy.pdf', fileSize: pdf.length });
    expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    expect(partialsOf(location)).toEqual([]);
    expect((await uploadAnswer(t.app, client, location)).json()).toEqual(answer.json());
  });

  it('lets the next request finish an upload whose finishing was abandoned (its instance stopped)', async () => {
    const pdf = paddedPdf(20);
    const location = locationOf(
      await createUpload(t.app, client, { fileName: 'deed.pdf', length: pdf.length }),
    );
    const held = holdNextStaging(t.app);
    const stopped = patchUpload(t.app, client, location, 0, pdf);
    await held.reached;
    expect((await uploadAnswer(t.app, client, location)).statusCode).toBe(423);
    const before = t.clock.now();
    try {
      t.clock.advance(FINISHING_LIMIT_MS + 1_000);
      const answer = await uploadAnswer(t.app, client, location);
      expect(answer.statusCode, answer.body).toBe(200);
      // The instance that stopped never gets further, and takes nothing from the answer given.
      held.fail();
      expect((await stopped).statusCode).toBe(500);
      expect((await uploadAnswer(t.app, client, location)).json()).toEqual(answer.json());
      expect(await rowsOf(sha256(pdf))).toHaveLength(1);
    } finally {
      t.clock.set(before);
    }
  });
});

describe('a creation that carries the file', () => {
  it('is refused, and nothing is created: the bytes come in PATCHes', async () => {
    const pdf = paddedPdf(2);
    const res = await t.app.inject({
      method: 'POST',
      url: RESUMABLE_UPLOADS_PATH,
      headers: {
        ...client,
        'tus-resumable': '1.0.0',
        'upload-length': String(pdf.length),
        'upload-metadata': uploadMetadata({ filename: 'whole.pdf' }),
        'content-type': 'application/offset+octet-stream',
      },
      payload: pdf,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_REQUEST_INVALID');
    expect(await rowsOf(sha256(pdf))).toEqual([]);
  });
});

describe('unfinished uploads', () => {
  it('are removed by the sweep a day after they began, and not before', async () => {
    const location = locationOf(await createUpload(t.app, client, { fileName: 'left.pdf', length: 5000 }));
    expect((await patchUpload(t.app, client, location, 0, paddedPdf(1).subarray(0, 500))).statusCode).toBe(
      204,
    );
    const id = must(location.split('/').pop(), 'the upload id');
    // A crash between the bytes and their description leaves a file alone, aged by its last change.
    const stray = join(t.config.resumableUploadDir, 'f'.repeat(32));
    writeFileSync(stray, 'half');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    utimesSync(stray, dayAgo, dayAgo);

    expect((await sweepFiles(backgroundContext(t.app), new Date())).partials).toBe(1);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(join(t.config.resumableUploadDir, id))).toBe(true);

    const later = await sweepFiles(backgroundContext(t.app), new Date(Date.now() + 25 * 60 * 60_000));
    expect(later.partials).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(t.config.resumableUploadDir, id))).toBe(false);
    expect(existsSync(join(t.config.resumableUploadDir, `${id}.json`))).toBe(false);
    expect((await headUpload(t.app, client, location)).statusCode).toBe(404);
  });
});
