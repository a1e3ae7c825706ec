import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, refreshSession, signIn } from '../../../test/factories.ts';
import { enrolMfa, turnOnMfa } from '../../../test/mfa-helpers.ts';
import { auditEvents, signInThrottle, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';
import { normaliseSharedKey, totpCodeAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(signInThrottle);
});

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Account/Login', payload });
const STEP = 30_000;

describe('enrolling two-step verification', () => {
  it('issues a 160-bit key and an otpauth URI naming the product', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/GetMFA', headers: session.auth });
    const { sharedKey, authenticatorUri } = res.json().data;
    expect(normaliseSharedKey(sharedKey)).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(authenticatorUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Docket');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
  });

  it('refuses a wrong code and a key it did not issue, and keeps the secret encrypted at rest', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const setup = (
      await t.app.inject({ method: 'POST', url: '/api/Account/GetMFA', headers: session.auth })
    ).json().data;
    const secret = normaliseSharedKey(setup.sharedKey);
    const enable = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/EnableAuthenticator',
        headers: session.auth,
        payload,
      });
    const wrongCode = await enable({
      ...setup,
      code: totpCodeAt(secret, new Date(t.clock.now().getTime() + 10 * STEP)),
    });
    expect(wrongCode.statusCode).toBe(400);
    const otherKey = await enable({
      ...setup,
      sharedKey: 'abcd'.repeat(8),
      code: totpCodeAt('ABCD'.repeat(8), t.clock.now()),
    });
    expect(otherKey.statusCode).toBe(400);
    const ok = await enable({ ...setup, code: totpCodeAt(secret, t.clock.now()) });
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt(ok.json().data).IsMFAEnabled).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const { mfaEnabled, totpSecretEnc } = must(row, 'the user');
    expect(mfaEnabled).toBe(true);
    expect(totpSecretEnc).not.toContain(secret);
    expect(totpSecretEnc).toMatch(/^v1\./);
  });

  it('asks a session that signed in over 15 minutes ago for the password, so a stolen one cannot shut the owner out', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const owner = await signIn(t, user);
    t.clock.advance(16 * 60_000);
    const headers = { authorization: `Bearer ${await refreshSession(t, session.refreshToken)}` };
    const setup = (await t.app.inject({ method: 'POST', url: '/api/Account/GetMFA', headers })).json().data;
    const secret = normaliseSharedKey(setup.sharedKey);
    const enable = (extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/EnableAuthenticator',
        headers,
        payload: { ...setup, code: totpCodeAt(secret, t.clock.now()), ...extra },
      });

    const refused = await enable();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      responseMessage: 'Enter your password to turn on two-step verification.',
      code: 'PASSWORD_NEEDED_TO_ENROL',
      errors: [{ field: 'password', errorMessage: 'Password is required', code: 'password.required' }],
    });
    const wrong = await enable({ password: 'Wrong-Password1!' });
    expect(wrong.json().responseMessage).toBe('The password is not correct.');
    const [counted] = await t.db.select().from(signInThrottle).where(eq(signInThrottle.key, user.email));
    expect(counted?.failures).toBe(1);
    let [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mfaEnabled).toBe(false);
    // Refused, the owner's other session goes on.
    await refreshSession(t, owner.refreshToken);

    const ok = await enable({ password: user.password });
    expect(ok.statusCode, ok.body).toBe(200);
    [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mfaEnabled).toBe(true);
  });

  it('ends the other sessions when it is switched on', async () => {
    const user = await createUser(t.db, 'Client');
    const other = await signIn(t, user);
    await enrolMfa(t, user);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: other.auth });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing in with a TOTP code', () => {
  it('asks for the code after the password, then accepts codes one step either side', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret } = await enrolMfa(t, user);
    const first = await login({ email: user.email, password: user.password });
    expect(first.json().data).toMatchObject({ token: null, requiresTwoFactor: true });
    for (const offset of [-1, 0, 1]) {
      t.clock.advance(5 * STEP);
      const code = totpCodeAt(secret, new Date(t.clock.now().getTime() + offset * STEP));
      const res = await login({ email: user.email, password: user.password, twoFactorCode: code });
      expect(res.statusCode, `offset ${offset}`).toBe(200);
      expect(res.json().data.token).toBeTruthy();
    }
  });

  it('refuses codes two steps away and a code used once already', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret } = await enrolMfa(t, user);
    for (const offset of [-2, 2]) {
      const code = totpCodeAt(secret, new Date(t.clock.now().getTime() + offset * STEP));
      const res = await login({ email: user.email, password: user.password, twoFactorCode: code });
      expect(res.statusCode, `offset ${offset}`).toBe(401);
    }
    const code = totpCodeAt(secret, t.clock.now());
    expect(
      (await login({ email: user.email, password: user.password, twoFactorCode: code })).statusCode,
    ).toBe(200);
    expect(
      (await login({ email: user.email, password: user.password, twoFactorCode: code })).statusCode,
    ).toBe(401);
  });

  it('strips spaces and hyphens from a typed code', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret } = await enrolMfa(t, user);
    const code = totpCodeAt(secret, t.clock.now());
    const res = await login({
      email: user.email,
      password: user.password,
      twoFactorCode: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a code computed by an independent implementation (oathtool)', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret } = await enrolMfa(t, user);
    t.clock.advance(2 * STEP);
    const at = t.clock.now();
    const stamp = at
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC');
    const code = execFileSync('oathtool', ['--totp', '-b', '--now', stamp, secret], {
      encoding: 'utf8',
    }).trim();
    expect(code).toBe(totpCodeAt(secret, at));
    const res = await login({ email: user.email, password: user.password, twoFactorCode: code });
    expect(res.statusCode).toBe(200);
  });

  it('counts code failures toward the same lockout as passwords', async () => {
    const user = await createUser(t.db, 'Client');
    await enrolMfa(t, user);
    await login({ email: user.email, password: 'Wrong-Password1!' });
    await login({ email: user.email, password: 'Wrong-Password1!' });
    for (let i = 0; i < 2; i++)
      await login({ email: user.email, password: user.password, twoFactorCode: '000000' });
    const fifth = await login({ email: user.email, password: user.password, recoveryCode: 'AAAAA-AAAAA' });
    expect(fifth.statusCode).toBe(429);
  });
});

describe('recovery codes', () => {
  it('are ten of the form XXXXX-XXXXX, each usable once', async () => {
    const user = await createUser(t.db, 'Client');
    const { recoveryCodes } = await enrolMfa(t, user);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const use = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/LoginWithRecoveryCode',
        payload: { email: user.email, password: user.password, recoveryCode: code },
      });
    const first = must(recoveryCodes[0], 'a recovery code');
    expect((await use(first.toLowerCase())).statusCode).toBe(200);
    expect((await use(first)).statusCode).toBe(401);
    const viaLogin = await login({
      email: user.email,
      password: user.password,
      recoveryCode: recoveryCodes[1],
    });
    expect(viaLogin.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/GetCurrentUser',
      headers: { authorization: `Bearer ${viaLogin.json().data.token}` },
    });
    expect(me.json().data.recoveryCodesLeft).toBe(8);
  });

  it('come without the password only to the enrolling session, right after it turned two-step on', async () => {
    const generate = (token: string, payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/GenerateRecoveryCodes',
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // Later, in the same session: the enrolment is over, and a stolen session must not finish it.
    const late = await createUser(t.db, 'Client');
    const lateSession = await turnOnMfa(t, late);
    t.clock.advance(16 * 60_000);
    const lateToken = await refreshSession(t, lateSession.refreshToken);
    const refused = await generate(lateToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseMessage).toBe('Enter your password to make new recovery codes.');
    expect((await generate(lateToken, { password: late.password })).statusCode).toBe(200);

    // At once, but from another session of the same account.
    const other = await createUser(t.db, 'Client');
    const enrolling = await turnOnMfa(t, other);
    t.clock.advance(STEP);
    const second = await signIn(t, other, { twoFactorCode: totpCodeAt(enrolling.secret, t.clock.now()) });
    expect((await generate(second.token)).statusCode).toBe(400);
    // The enrolling session itself still gets them.
    expect((await generate(enrolling.token)).statusCode).toBe(200);
  });

  it('are replaced when regenerated, which needs the password again', async () => {
    const user = await createUser(t.db, 'Client');
    const { recoveryCodes, token } = await enrolMfa(t, user);
    const regenerate = (payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/GenerateRecoveryCodes',
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // A session alone must not mint a second factor once codes exist.
    expect((await regenerate()).statusCode).toBe(400);
    const wrong = await regenerate({ password: 'Wrong-Password1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().responseMessage).toBe('The password is not correct.');
    const [counted] = await t.db.select().from(signInThrottle).where(eq(signInThrottle.key, user.email));
    expect(counted?.failures).toBe(1);
    const res = await regenerate({ password: user.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(
      (await login({ email: user.email, password: user.password, recoveryCode: recoveryCodes[0] }))
        .statusCode,
    ).toBe(401);
    expect(
      (await login({ email: user.email, password: user.password, recoveryCode: fresh[0] })).statusCode,
    ).toBe(200);
  });
});

describe('switching two-step verification off', () => {
  it('needs the password and a current code', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret, token } = await enrolMfa(t, user);
    const headers = { authorization: `Bearer ${token}` };
    const disable = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/account/DisableAuthenticator', headers, payload });
    expect(
      (await disable({ password: 'Wrong-Password1!', code: totpCodeAt(secret, t.clock.now()) })).statusCode,
    ).toBe(400);
    const res = await disable({ password: user.password, code: totpCodeAt(secret, t.clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().data).IsMFAEnabled).toBe(false);
    const signInAgain = await login({ email: user.email, password: user.password });
    expect(signInAgain.json().data.requiresTwoFactor).toBe(false);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['account.mfa_enabled', 'account.mfa_disabled']));
  });

  it('keeps the session that turned it off and ends the others', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret, token } = await enrolMfa(t, user);
    const other = await signIn(t, user, { twoFactorCode: totpCodeAt(secret, t.clock.now()) });
    t.clock.advance(30_000);
    const headers = { authorization: `Bearer ${token}` };
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/account/DisableAuthenticator',
      headers,
      payload: { password: user.password, code: totpCodeAt(secret, t.clock.now()) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const me = (auth: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: auth });
    expect((await me({ authorization: `Bearer ${off.json().data}` })).statusCode).toBe(200);
    expect((await me(other.auth)).json().code).toBe('SESSION_ENDED');
  });
});

describe('a session alone cannot change two-step verification', () => {
  it('refuses a new key or authenticator while it is on, and the enrolled app keeps working', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret, token } = await enrolMfa(t, user);
    const headers = { authorization: `Bearer ${token}` };
    const setup = await t.app.inject({ method: 'POST', url: '/api/Account/GetMFA', headers });
    expect(setup.statusCode).toBe(400);
    expect(setup.json().responseMessage).toMatch(/already on/);
    const attackerKey = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/account/EnableAuthenticator',
      headers,
      payload: {
        sharedKey: attackerKey,
        authenticatorUri: 'otpauth://totp/x',
        code: totpCodeAt(attackerKey, t.clock.now()),
      },
    });
    expect(enable.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpPendingSecretEnc).toBeNull();
    const signInAgain = await login({
      email: user.email,
      password: user.password,
      twoFactorCode: totpCodeAt(secret, t.clock.now()),
    });
    expect(signInAgain.statusCode).toBe(200);
  });

  it('counts wrong passwords and codes when turning it off on the one sign-in counter, and locks', async () => {
    const user = await createUser(t.db, 'Client');
    const { secret, token } = await enrolMfa(t, user);
    const disable = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/DisableAuthenticator',
        headers: { authorization: `Bearer ${token}` },
        payload: { password, code: totpCodeAt(secret, t.clock.now()) },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await disable('Wrong-Password1!')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Locked: the right password is not even checked, here or at sign-in.
    expect((await disable(user.password)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(429);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id))).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === 'account.mfa_disable_failed')).toHaveLength(5);
    expect(actions).toContain('account.locked_out');
  });
});

describe('the two-step verification policy', () => {
  it('sends users of a required role to enrol, and the server holds them there until they do', async () => {
    const admin = await createUser(t.db, 'Admin');
    const adminSession = await signIn(t, admin);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/SecurityPolicy',
      headers: adminSession.auth,
      payload: { mfaRequiredRoles: ['Solicitor'] },
    });
    expect(set.statusCode).toBe(200);
    const solicitor = await createUser(t.db, 'Solicitor');
    const res = await login({ email: solicitor.email, password: solicitor.password });
    expect(res.json().data.requiresMfaEnrolment).toBe(true);
    const headers = { authorization: `Bearer ${res.json().data.token}` };
    const address = {
      country: 'GB',
      state: 'England',
      city: 'London',
      postcode: 'E1 6AN',
      address1: '1 High St',
    };
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdateAddress',
      headers,
      payload: address,
    });
    expect(blocked.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers })).statusCode,
    ).toBe(200);
    const { token } = await enrolMfa(t, solicitor);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdateAddress',
      headers: { authorization: `Bearer ${token}` },
      payload: address,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('can be changed by admins only', async () => {
    const client = await signIn(t, await createUser(t.db, 'Client'));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/SecurityPolicy',
      headers: client.auth,
      payload: { mfaRequiredRoles: [] },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Admin/SecurityPolicy' });
    expect(anonymous.statusCode).toBe(401);
  });
});
