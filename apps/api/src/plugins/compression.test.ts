import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { normaliseSharedKey, totpCodeAt } from '../modules/account/totp.ts';
import { OPENAPI_JSON_PATH } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressing answers', () => {
  it('sends a large JSON answer as Brotli, or gzip, to a client that accepts it, and as it is otherwise', async () => {
    const plain = await get(OPENAPI_JSON_PATH);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(OPENAPI_JSON_PATH, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(OPENAPI_JSON_PATH, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends answers that carry session tokens uncompressed, however large', async () => {
    // Names of 50 two-byte letters: the token, which carries them three times, passes 1 KiB.
    const user = await createUser(t.db, 'Admin', { firstName: 'ع'.repeat(50), lastName: 'م'.repeat(50) });
    const login = await t.app.inject({
      method: 'POST',
      url: API.login.path,
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.rawPayload.length).toBeGreaterThan(1024);
    expect(login.headers['content-encoding']).toBeUndefined();

    const { refreshToken } = await signIn(t, user);
    const refresh = await t.app.inject({
      method: 'GET',
      url: API.refreshToken.path,
      headers: { 'accept-encoding': 'br, gzip', refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.rawPayload.length).toBeGreaterThan(1024);
    expect(refresh.headers['content-encoding']).toBeUndefined();
  });

  it('sends the tokens of two-step sign-in, switching it on and off, uncompressed', async () => {
    const user = await createUser(t.db, 'Client', { firstName: 'ع'.repeat(50), lastName: 'م'.repeat(50) });
    const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-encoding': 'br, gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload ? { payload } : {}),
      });
    const expectUncompressedToken = (res: Awaited<ReturnType<typeof post>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    };

    const { token } = await signIn(t, user);
    const setup = (await post(API.getMfa.path, token)).json().data;
    const secret = normaliseSharedKey(setup.sharedKey);
    const enabled = await post(API.enableAuthenticator.path, token, {
      ...setup,
      code: totpCodeAt(secret, t.clock.now()),
    });
    expectUncompressedToken(enabled);
    const codes = (await post(API.generateRecoveryCodes.path, enabled.json().data)).json().data;

    expectUncompressedToken(
      await post(API.loginWithRecoveryCode.path, null, {
        email: user.email,
        password: user.password,
        recoveryCode: codes.recoveryCodes[0],
      }),
    );
    t.clock.advance(30_000);
    expectUncompressedToken(
      await post(API.disableAuthenticator.path, enabled.json().data, {
        password: user.password,
        code: totpCodeAt(secret, t.clock.now()),
      }),
    );
  });

  it('does not inflate a compressed request body', async () => {
    const user = await createUser(t.db, 'Client');
    const res = await t.app.inject({
      method: 'POST',
      url: API.login.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: user.email, password: user.password })),
    });
    expect(res.statusCode).toBe(400);
  });
});
