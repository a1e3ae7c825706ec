import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { multipartBody, pngWithComment, TINY_PDF, TINY_PNG } from '../../../test/upload.ts';
import { must } from '../../lib/must.ts';

/**
 * The specification's client uploads with no kind, then names the upload by "upload path plus
 * file name": the kind's rules are checked when the file is claimed, and the key is read out of
 * what the client built. Avatars come back as addresses an <img> loads without a token.
 */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Small limits, so "too large for what it becomes" needs no big file.
  t = await buildTestApp({ env: { MAX_TEMPLATE_MB: '0.001', MAX_AVATAR_KB: '1' } });
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
});
afterAll(() => t.close());

async function uploadWithoutKind(auth: Record<string, string>, fileName: string, content: Buffer) {
  const body = multipartBody(fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/FileReceiver/Uploadfile',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    state: string;
    content: Array<{ filePath: string; fileName: string }>;
    data: unknown;
  };
}

/** The one file an upload without a kind staged. */
async function stagedWithoutKind(auth: Record<string, string>, fileName: string, content: Buffer) {
  return must((await uploadWithoutKind(auth, fileName, content)).content[0], `the staged ${fileName}`);
}

/** A real PDF of about 2 KiB: the padding is a comment inside it, not bytes after its end. */
const PADDED_PDF = Buffer.concat([Buffer.from(`%PDF-1.4\n%${' '.repeat(2048)}\n`), TINY_PDF.subarray(9)]);

/** A real PNG of about 2 KiB: the padding is a text chunk before its end. */
const paddedPng = () => pngWithComment('a'.repeat(2048));

const personal = { firstName: 'Amina', lastName: 'Yusuf', gender: 'female', phoneNumber: '0770-0900123' };
const post = (url: string, payload: unknown, auth: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

const caseType = (name: string, templateUrl: string) => ({
  caseTypeName: name,
  requiresEligibilityDocuments: false,
  requiresSupportTypeDocuments: true,
  requiredDocuments: [
    {
      documentTypeId: '1',
      documentName: 'Passport',
      description: '',
      templateUrl,
      orignalFileName: 'guide.pdf',
    },
  ],
  eligibilityDocuments: [],
  addationalDocuments: [],
  allowedSupportTypes: [1, 2, 3],
});

describe('an upload sent without a kind', () => {
  it('answers state and content at the top level as well as in data', async () => {
    const answer = await uploadWithoutKind(admin, 'guide.pdf', TINY_PDF);
    expect(answer.state).toBe('DONE');
    expect(answer.content[0]).toMatchObject({ fileName: 'guide.pdf', filePath: expect.any(String) });
    expect(answer.data).toEqual({ state: answer.state, content: answer.content });
  });

  it('becomes a case type template, named by its path alone or followed by its name', async () => {
    for (const [i, join] of ['', '/', '\\', 'none'].entries()) {
      const { filePath, fileName } = await stagedWithoutKind(admin, 'guide.pdf', TINY_PDF);
      const templateUrl = join === 'none' ? filePath : `${filePath}${join}${fileName}`;
      const res = await post('/api/case/CreateCaseType', caseType(`Template ${i}`, templateUrl), admin);
      expect(res.statusCode, `${JSON.stringify(templateUrl)}: ${res.body}`).toBe(200);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/Case/GetCaseTypeById?id=${res.json().data.id}`,
        headers: admin,
      });
      const template = detail.json().data.requiredDocuments[0].templateUrl;
      expect(template).toBe(filePath);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/FileReceiver/GetExampleFile?fileName=${encodeURIComponent(template)}`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
    }
  });

  it('is held to the template rules when it is claimed as one, and stays unclaimed if refused', async () => {
    const tooBig = PADDED_PDF;
    const { filePath } = await stagedWithoutKind(admin, 'big.pdf', tooBig);
    const refused = await post('/api/case/CreateCaseType', caseType('Too big', filePath), admin);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      params: { limit: expect.stringMatching(/KB$/) },
    });
    // Still the uploader's to use elsewhere, as a case document.
    const client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const theirs = (await stagedWithoutKind(client, 'scan.pdf', tooBig)).filePath;
    const asAvatar = await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: theirs }, client);
    expect(asAvatar.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ACCEPTED',
      params: { formats: 'JPG, JPEG, PNG' },
    });
  });

  it('becomes an avatar, named any of the ways the spec client builds it', async () => {
    const client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    for (const join of ['', '/', '\\']) {
      const { filePath, fileName } = await stagedWithoutKind(client, 'me.png', TINY_PNG);
      const res = await post(
        '/api/User/UpdatePersonalInfo',
        { ...personal, avatar: `${filePath}${join}${fileName}` },
        client,
      );
      expect(res.statusCode, res.body).toBe(200);
      const me = (await post('/api/user/GetCurrentUser', {}, client)).json().data;
      expect(me.avatar).toContain(encodeURIComponent(filePath));
    }
    const big = paddedPng();
    const { filePath } = await stagedWithoutKind(client, 'big.png', big);
    const refused = await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: filePath }, client);
    expect(refused.json()).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: '1 KB' } });
  });
});

describe('the avatar’s address', () => {
  it('loads without a token until it expires or the avatar changes, and is kept when posted back', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const { filePath } = await stagedWithoutKind(session.auth, 'me.png', TINY_PNG);
    await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: filePath }, session.auth);
    const me = (await post('/api/user/GetCurrentUser', {}, session.auth)).json().data;
    const address: string = me.avatar;
    expect(address).toMatch(/^\/api\/FileReceiver\/Avatar\?key=.+&expires=\d+&signature=[\w-]+$/);

    // An <img> sends no Authorization header.
    const loaded = await t.app.inject({ method: 'GET', url: address });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/png');
    expect(loaded.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(loaded.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    // The session's token carries the same kind of address (spec: the session user's Avatar).
    const fresh = await signIn(t, user);
    expect(decodeJwt(fresh.token).Avatar).toBe(address);

    // A signature for another key, or a changed expiry, is not this server's.
    const forged = address.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherKey = address.replace(
      /key=[^&]+/,
      `key=${encodeURIComponent(filePath.replace(/.$/, (last) => (last === '0' ? '1' : '0')))}`,
    );
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(404);

    // Posting GetCurrentUser's answer back keeps the avatar.
    const kept = await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: address }, session.auth);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);

    // A new avatar: the old address stops working at once.
    const next = (await stagedWithoutKind(session.auth, 'new.png', TINY_PNG)).filePath;
    await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: next }, session.auth);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    const newAddress = (await post('/api/user/GetCurrentUser', {}, session.auth)).json().data.avatar;
    expect((await t.app.inject({ method: 'GET', url: newAddress })).statusCode).toBe(200);

    // And every address stops working once it expires (two hours at most).
    t.clock.advance(2 * 60 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: newAddress })).statusCode).toBe(404);
  });
});
