import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../src/lib/must.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from './factories.ts';
import { multipartBody, TINY_PDF, TINY_PNG, upload } from './upload.ts';

/**
 * Issue 7: the security headers on every kind of answer — API successes and failures of every
 * status, downloads, the OpenAPI pages, the web app and its assets: a CSP that forbids framing
 * and inline script, nosniff, no caching of API answers or files, and no cookie from the API.
 */
const dist = mkdtempSync(join(tmpdir(), 'docket-headers-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Docket shell</title>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{margin:0}');

const ACCOUNT_RATE_LIMIT = 20;
let t: TestApp;
let adminUser: TestUser;
let admin: { auth: Record<string, string>; refreshToken: string };
let client: Record<string, string>;
let documentKey: string;
let avatarKey: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: { WEB_DIST_DIR: dist, ACCOUNT_RATE_LIMIT: String(ACCOUNT_RATE_LIMIT) },
    extend: (app) => {
      app.get('/api/probe/throws', { config: { auth: 'public' } }, async () => {
        throw new Error('a bug');
      });
    },
  });
  adminUser = await createUser(t.db, 'Admin');
  admin = await signIn(t, adminUser);
  client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  documentKey = (await upload(t, client, 'statement.pdf', TINY_PDF)).json().data.content[0].filePath;
  avatarKey = (await upload(t, client, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
  await t.app.inject({
    method: 'POST',
    url: '/api/User/UpdatePersonalInfo',
    headers: client,
    payload: { firstName: 'A', lastName: 'B', gender: 'male', phoneNumber: '07700900123', avatar: avatarKey },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const inject = (options: InjectOptions) => t.app.inject(options);

/** Every API answer, by the status it should have. */
const apiCases: Array<[string, number, () => InjectOptions]> = [
  ['a health check', 200, () => ({ method: 'GET', url: '/api/health' })],
  ['a page of cases', 200, () => ({ method: 'GET', url: '/api/Case/GetCases', headers: admin.auth })],
  [
    'a sign-in',
    200,
    () => ({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { email: adminUser.email, password: TEST_PASSWORD },
    }),
  ],
  [
    'a failed sign-in',
    401,
    () => ({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { email: adminUser.email, password: 'wrong' },
    }),
  ],
  ['the OpenAPI document', 200, () => ({ method: 'GET', url: '/api/docs/json' })],
  [
    'a refused request',
    400,
    () => ({ method: 'GET', url: '/api/Case/GetCases?pageNo=x', headers: admin.auth }),
  ],
  [
    'malformed JSON',
    400,
    () => ({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    }),
  ],
  ['no token', 401, () => ({ method: 'GET', url: '/api/Case/GetCases' })],
  [
    'a forged token',
    401,
    () => ({ method: 'GET', url: '/api/Case/GetCases', headers: { authorization: 'Bearer x.y.z' } }),
  ],
  [
    'a forbidden call',
    403,
    () => ({ method: 'POST', url: '/api/case/CreateCaseType', headers: client, payload: {} }),
  ],
  ['an unknown route', 404, () => ({ method: 'GET', url: '/api/no/such/route' })],
  ['an unknown method', 404, () => ({ method: 'DELETE', url: '/api/health' })],
  [
    'an unknown file',
    404,
    () => ({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile',
      headers: { ...client, filePath: 'case-document/00000000-0000-4000-8000-000000000000' },
    }),
  ],
  [
    'a body too large',
    413,
    () => ({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    }),
  ],
  ['a bug', 500, () => ({ method: 'GET', url: '/api/probe/throws' })],
];

function expectFramingAndScriptLocked(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("frame-ancestors 'none'");
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
  // Without script-src, default-src governs script: it must not allow inline script either.
  const governing = scriptSrc ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(governing, what).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['set-cookie'], what).toBeUndefined();
}

describe('API answers', () => {
  it.each(apiCases)(
    '%s (%i) carries the CSP, nosniff and no-store, and sets no cookie',
    async (what, status, options) => {
      const res = await inject(options());
      expect(res.statusCode, what).toBe(status);
      expectFramingAndScriptLocked(res, what);
      expect(res.headers['cache-control'], what).toBe('no-store');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
    },
  );

  it('a refresh answers the new token pair in the body, never in a cookie', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/Authentication/RefreshToken',
      headers: { refreshToken: admin.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refreshToken).toEqual(expect.any(String));
    expectFramingAndScriptLocked(res, 'refresh');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an upload answer is not cached either', async () => {
    const body = multipartBody('again.pdf', TINY_PDF);
    const res = await inject({
      method: 'POST',
      url: '/api/FileReceiver/Uploadfile',
      headers: { ...client, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expectFramingAndScriptLocked(res, 'upload');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('too many requests (429) are answered with the same headers', async () => {
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i <= ACCOUNT_RATE_LIMIT + 1; i++) {
      res = await inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: 'a@x.test' },
      });
      if (res.statusCode === 429) break;
    }
    const limited = must(res, 'an answer');
    expect(limited.statusCode).toBe(429);
    expectFramingAndScriptLocked(limited, '429');
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});

describe('downloads', () => {
  it.each([
    [
      'an attachment',
      () => ({ url: '/api/FileReceiver/DownloadFile', headers: { ...client, filePath: documentKey } }),
    ],
    [
      'an inline view',
      () => ({
        url: '/api/FileReceiver/DownloadFile?inline=true',
        headers: { ...client, filePath: documentKey },
      }),
    ],
    [
      'an avatar',
      () => ({ url: `/api/FileReceiver/GetExampleFile?fileName=${avatarKey}`, headers: admin.auth }),
    ],
  ])('%s is sandboxed, unframable, not sniffed and not cached', async (what, options) => {
    const res = await inject({ method: 'GET', ...options() });
    expect(res.statusCode, what).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
    expectFramingAndScriptLocked(res, what);
    expect(String(res.headers['cache-control']), what).toMatch(/(^|, )no-store(,|$)/);
    expect(String(res.headers['cache-control']), what).toContain('private');
  });
});

describe('the web app', () => {
  it.each([
    ['/', 200],
    ['/cases/42', 200],
    ['/assets/index-AbC123.js', 200],
    ['/assets/index-AbC123.css', 200],
    ['/assets/missing.js', 404],
    ['/api/docs', 200],
  ])('%s carries the CSP and nosniff', async (url, status) => {
    const res = await inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    expectFramingAndScriptLocked(res, url);
  });
});
