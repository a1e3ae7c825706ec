import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/Authentication/RefreshToken', headers: { refreshToken } });
const me = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/GetCurrentUser',
    headers: { authorization: `Bearer ${token}` },
  });

/** The reason SESSION_ENDED gives, which the sign-in page says in a sentence. */
const endReason = (res: {
  statusCode: number;
  json: () => { code?: string; params?: { reason?: string } };
}) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('SESSION_ENDED');
  return res.json().params?.reason;
};

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await me(next.token)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revoke the whole family when one is used twice', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    const rotated = (await refresh(session.refreshToken)).json().data;
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's copy and the rightful holder's newer tokens all die.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('end after 12 hours, or after 30 days with Remember me', async () => {
    const user = await createUser(t.db, 'Client');
    const short = await signIn(t, user);
    const remembered = await signIn(t, user, { rememberMe: true });
    t.clock.advance(12 * 60 * 60_000 + 1000);
    expect(endReason(await refresh(short.refreshToken))).toBe('expired');
    expect(endReason(await me(short.token))).toBe('expired');
    const renewed = await refresh(remembered.refreshToken);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(30 * 24 * 60 * 60_000);
    expect(endReason(await refresh(renewed.json().data.refreshToken))).toBe('expired');
  });

  it('refuses an unknown or missing refresh token', async () => {
    expect(endReason(await refresh('x'.repeat(43)))).toBe('ended');
    const missing = await t.app.inject({ method: 'GET', url: '/api/Authentication/RefreshToken' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('changes take effect on the next request', () => {
  it('signing out ends the session and its refresh token', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    const out = await t.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: session.auth });
    expect(out.statusCode).toBe(200);
    expect(endReason(await me(session.token))).toBe('ended');
    expect(endReason(await refresh(session.refreshToken))).toBe('ended');
  });

  it('locking a user ends their sessions at once', async () => {
    const user = await createUser(t.db, 'Solicitor');
    const session = await signIn(t, user);
    expect((await me(session.token)).statusCode).toBe(200);
    await t.db.update(users).set({ isLocked: true }).where(eq(users.id, user.id));
    // Told as a lock, on the next request and on the refresh that tries to revive the session.
    expect(endReason(await me(session.token))).toBe('locked');
    expect(endReason(await refresh(session.refreshToken))).toBe('locked');
    expect((await me(session.token)).json().responseMessage).toBe(
      'The firm has locked your account, so you were signed out. Please contact the firm.',
    );
  });

  it('changing the password ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.db, 'Client');
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ChangePassword',
      headers: here.auth,
      payload: {
        oldPassword: user.password,
        newPassword: 'Fresh-Start42!',
        confirmPassword: 'Fresh-Start42!',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(here.token)).statusCode).toBe(200);
    expect(endReason(await me(elsewhere.token))).toBe('passwordChanged');
    expect(endReason(await refresh(elsewhere.refreshToken))).toBe('passwordChanged');
    await signIn(t, { email: user.email, password: 'Fresh-Start42!' });
  });
});

describe('forged access tokens', () => {
  it('are refused: alg none, wrong key, wrong audience or issuer, expired, edited role', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const [header, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(must(payload, "the token's payload"), 'base64url').toString());
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const key = new TextEncoder().encode(must(t.config.jwtSecret, 'JWT_SECRET'));
    const sign = (body: Record<string, unknown>, secret = key) =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${b64({ ...claims, Role: 'Admin', IsAdmin: true })}.${session.token.split('.')[2]}`,
      await sign(claims, new TextEncoder().encode('another-secret-that-is-long-enough-to-use')),
      await sign({ ...claims, aud: 'someone-else' }),
      await sign({ ...claims, iss: 'someone-else' }),
      await sign({ ...claims, exp: Math.floor(t.clock.now().getTime() / 1000) - 10 }),
    ];
    for (const token of forged) expect((await me(token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(200);
  });
});

describe('access tokens signed with the right key but claims of the wrong shape', () => {
  it('answer 401 "session has ended", never 500, whatever the database would make of the claim', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    const [, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(must(payload, "the token's payload"), 'base64url').toString());
    const key = new TextEncoder().encode(must(t.config.jwtSecret, 'JWT_SECRET'));
    const sign = (body: Record<string, unknown>) =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const { sid: _sid, ...noSid } = claims;
    const { UserId: _userId, ...noUserId } = claims;
    const shapes: Record<string, Record<string, unknown>> = {
      'sid "x"': { ...claims, sid: 'x' },
      'UserId "1 OR 1=1"': { ...claims, UserId: '1 OR 1=1' },
      'UserId a number': { ...claims, UserId: 12345 },
      'sid a number': { ...claims, sid: 42 },
      'sid an array': { ...claims, sid: [claims.sid] },
      'sid null': { ...claims, sid: null },
      'no sid': noSid,
      'no UserId': noUserId,
      'sid with a trailing newline': { ...claims, sid: `${claims.sid}\n` },
    };
    for (const [shape, body] of Object.entries(shapes)) {
      const res = await me(await sign(body));
      expect(res.statusCode, `${shape}: ${res.body}`).toBe(401);
      expect(res.json(), shape).toEqual({
        success: false,
        data: null,
        responseMessage: 'Your session has ended. Please sign in again.',
        code: 'SESSION_ENDED',
        params: { reason: 'ended' },
      });
    }
    // The same claims, well formed, still sign in: only the shape was refused.
    expect((await me(await sign(claims))).statusCode).toBe(200);
  });
});
