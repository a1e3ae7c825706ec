import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { TINY_PDF, TINY_PNG, upload } from '../../test/upload.ts';

const PORTAL = 'https://portal.example.org';
const DEV = 'http://localhost:5173';
const STRANGER = 'https://stranger.example.net';

let listed: TestApp;
let unset: TestApp;
let maintenance: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  [listed, unset, maintenance] = await Promise.all([
    buildTestApp({ env: { CORS_ORIGINS: `${PORTAL},${DEV}` } }),
    buildTestApp(),
    buildTestApp({ env: { CORS_ORIGINS: PORTAL, MAINTENANCE: '1' } }),
  ]);
  auth = (await signIn(listed, await createUser(listed.db, 'Client'))).auth;
});
afterAll(() => Promise.all([listed, unset, maintenance].map((t) => t?.close())));

/** What a browser sends before a request it may not make without asking. */
const preflight = (t: TestApp, url: string, origin: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('cross-origin requests from a listed origin', () => {
  it.each([
    '/api/user/GetCurrentUser',
    '/api/FileReceiver/Uploadfile?kind=case-document',
    '/api/FileReceiver/DownloadFile',
    '/api/files/uploads/0123456789abcdef0123456789abcdef',
  ])('answers the preflight for %s before sign-in is asked for', async (url) => {
    const res = await preflight(listed, url, PORTAL);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(varies(res)).toContain('origin');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(', ');
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'refreshtoken',
        'filepath',
        'requestedside',
        // A resumable upload's (tus) requests.
        'tus-resumable',
        'upload-length',
        'upload-offset',
        'upload-metadata',
      ]),
    );
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    // SECURITY: bearer tokens, never cookies: a page reads only what its own token fetches.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.body).toBe('');
  });

  it('answers each listed origin with its own name', async () => {
    const res = await preflight(listed, '/api/case/AssignSolictor', DEV, 'PUT');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(DEV);
  });

  it('lets the origin read answers, a download’s file name and a refusal to sign in included', async () => {
    const health = await listed.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: PORTAL },
    });
    expect(health.statusCode).toBe(200);

    const me = await listed.app.inject({
      method: 'POST',
      url: '/api/user/GetCurrentUser',
      headers: { ...auth, origin: PORTAL },
    });
    expect(me.statusCode).toBe(200);

    const key = (await upload(listed, auth, 'letter.pdf', TINY_PDF)).json().data.content[0].filePath;
    const download = await listed.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile',
      headers: { ...auth, origin: PORTAL, filePath: key, requestedSide: 'Client' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/letter\.pdf/);

    // Without the headers the page could not tell a lapsed session from a network fault.
    const signedOut = await listed.app.inject({
      method: 'POST',
      url: '/api/user/GetCurrentUser',
      headers: { origin: PORTAL },
    });
    expect(signedOut.statusCode).toBe(401);

    for (const res of [health, me, download, signedOut]) {
      expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(res.headers['access-control-expose-headers']).toBe(
        'Content-Disposition, Location, Upload-Expires, Tus-Resumable, Upload-Length, Upload-Offset, Upload-Metadata',
      );
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(varies(res)).toContain('origin');
      // Only no-cors loads (an <img> or <script> of another site) meet this policy; a CORS fetch
      // is governed by Access-Control-Allow-Origin alone, so the header stays as it is.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('answers the preflight and lets the origin read the 503 while the API is down for maintenance', async () => {
    const ask = await preflight(maintenance, '/api/user/GetCurrentUser', PORTAL);
    expect(ask.statusCode).toBe(204);
    const res = await maintenance.app.inject({
      method: 'POST',
      url: '/api/user/GetCurrentUser',
      headers: { ...auth, origin: PORTAL },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('sends no CORS headers for the web app’s own pages, nor for an OPTIONS that asks nothing', async () => {
    const page = await listed.app.inject({ method: 'GET', url: '/cases', headers: { origin: PORTAL } });
    expect(corsHeaders(page)).toEqual([]);
    const options = await listed.app.inject({
      method: 'OPTIONS',
      url: '/api/user/GetCurrentUser',
      headers: { origin: PORTAL },
    });
    expect(options.statusCode).toBe(404);
    expect(corsHeaders(options)).toEqual([]);
  });
});

describe('cross-origin requests from anywhere else', () => {
  it('gives an origin not listed no CORS headers, on the preflight or the answer', async () => {
    for (const origin of [STRANGER, `${PORTAL}.example.net`, 'https://portal.example.org:8443', 'null']) {
      const ask = await preflight(listed, '/api/user/GetCurrentUser', origin);
      expect(ask.statusCode, origin).toBe(404);
      expect(corsHeaders(ask), origin).toEqual([]);
      const res = await listed.app.inject({
        method: 'POST',
        url: '/api/user/GetCurrentUser',
        headers: { ...auth, origin },
      });
      expect(res.statusCode, origin).toBe(200);
      expect(corsHeaders(res), origin).toEqual([]);
    }
  });

  it('gives no origin CORS headers while CORS_ORIGINS is unset', async () => {
    expect(unset.config.corsOrigins).toEqual([]);
    for (const origin of [PORTAL, STRANGER]) {
      const ask = await preflight(unset, '/api/user/GetCurrentUser', origin);
      expect(ask.statusCode, origin).toBe(404);
      expect(corsHeaders(ask), origin).toEqual([]);
      const res = await unset.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(res.statusCode, origin).toBe(200);
      expect(corsHeaders(res), origin).toEqual([]);
      expect(varies(res), origin).not.toContain('origin');
    }
  });

  it("lets a listed origin's <img> load an avatar by its signed address, and no one's while it is unset", async () => {
    for (const [t, policy] of [
      [listed, 'cross-origin'],
      [unset, 'same-origin'],
    ] as const) {
      const session = (await signIn(t, await createUser(t.db, 'Client'))).auth;
      const key = (await upload(t, session, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
      const personal = {
        firstName: 'Amina',
        lastName: 'Yusuf',
        gender: 'female',
        phoneNumber: '0770-0900123',
      };
      await t.app.inject({
        method: 'POST',
        url: '/api/User/UpdatePersonalInfo',
        headers: session,
        payload: { ...personal, avatar: key },
      });
      const me = await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: session });
      // An <img> sends no token and, across origins, no CORS request: only this policy decides.
      const img = await t.app.inject({
        method: 'GET',
        url: me.json().data.avatar,
        headers: { origin: PORTAL },
      });
      expect(img.statusCode).toBe(200);
      expect(img.headers['cross-origin-resource-policy']).toBe(policy);
    }
  });
});
