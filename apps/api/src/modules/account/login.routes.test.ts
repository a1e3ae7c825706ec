import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { enrolMfa } from '../../../test/mfa-helpers.ts';
import { auditEvents, signInThrottle } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

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

describe('signing in with a password', () => {
  it('answers an access token with the spec claims and a refresh token', async () => {
    const user = await createUser(t.db, 'Admin', { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      requiresTwoFactor: false,
      requiresMfaEnrolment: false,
      mustChangePassword: false,
    });
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      UserId: user.id,
      FirstName: 'Ada',
      LastName: 'Lovelace',
      FullName: 'Ada Lovelace',
      IsMFAEnabled: false,
      IsAdmin: true,
      Avatar: null,
      Role: 'Admin',
      iss: 'docket',
      aud: 'docket-web',
      sub: user.id,
    });
    expect(must(claims.exp, 'exp') - must(claims.iat, 'iat')).toBe(15 * 60);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id));
    expect(audit.map((a) => a.action)).toContain('account.signed_in');
  });

  it('takes the spec payload with its code fields sent empty as not given', async () => {
    const user = await createUser(t.db, 'Client');
    const res = await login({
      email: user.email,
      password: user.password,
      twoFactorCode: '',
      recoveryCode: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
    const withMfa = await createUser(t.db, 'Client');
    await enrolMfa(t, withMfa);
    const asksForCode = await login({
      email: withMfa.email,
      password: withMfa.password,
      twoFactorCode: ' ',
      recoveryCode: '',
    });
    expect(asksForCode.statusCode).toBe(200);
    expect(asksForCode.json().data).toMatchObject({ token: null, requiresTwoFactor: true });
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const user = await createUser(t.db, 'Client');
    const wrong = await login({ email: user.email, password: 'Wrong-Password1!' });
    const unknown = await login({ email: 'nobody-here@example.test', password: 'Wrong-Password1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().responseMessage).toBe('Invalid email or password.');
  });

  it('refuses an invited user who has not set a password, with the same message', async () => {
    const user = await createUser(t.db, 'Client', { passwordHash: null });
    const res = await login({ email: user.email, password: 'anything' });
    expect(res.statusCode).toBe(401);
    expect(res.json().responseMessage).toBe('Invalid email or password.');
  });

  it('validates the request with the spec messages', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toContain('Email is required');
    expect(messages).toContain('Password is required');
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.json().errors[0].errorMessage).toBe('Email must be a valid email address');
  });

  it('refuses a locked account only after the right password', async () => {
    const user = await createUser(t.db, 'Client', { isLocked: true });
    expect((await login({ email: user.email, password: 'nope' })).statusCode).toBe(401);
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().responseMessage).toContain('locked');
  });
});

describe('the lockout', () => {
  async function failTimes(user: { email: string }, n: number) {
    for (let i = 0; i < n; i++) await login({ email: user.email, password: 'Wrong-Password1!' });
  }

  it('locks sign-in for 5 minutes after 5 failures, doubling on each repeat up to an hour', async () => {
    const user: TestUser = await createUser(t.db, 'Client');
    const expected = [5, 10, 20, 40, 60, 60];
    for (const minutes of expected) {
      await failTimes(user, 4);
      const fifth = await login({ email: user.email, password: 'Wrong-Password1!' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().responseMessage).toBe(`Too many failed attempts. Try again in ${minutes} minutes.`);
      // Even the right password is refused while locked.
      t.clock.advance(minutes * 60_000 - 1000);
      expect((await login({ email: user.email, password: user.password })).statusCode).toBe(429);
      t.clock.advance(1000);
    }
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id))).map(
      (a) => a.action,
    );
    expect(actions).toContain('account.locked_out');
    expect(actions).toContain('account.sign_in_failed');
  });

  it('a success resets the count and the doubling', async () => {
    const user = await createUser(t.db, 'Client');
    await failTimes(user, 4);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    await failTimes(user, 4);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('behaves the same for an address that has no account', async () => {
    const known = await createUser(t.db, 'Client');
    await failTimes(known, 4);
    await failTimes({ email: 'ghost@example.test' }, 4);
    const a = await login({ email: known.email, password: 'Wrong-Password1!' });
    const b = await login({ email: 'ghost@example.test', password: 'Wrong-Password1!' });
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(a.json()).toEqual(b.json());
  });
});

describe('access tokens', () => {
  it('stop working after 15 minutes', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const me = () => t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: session.auth });
    t.clock.advance(14 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('answer 401 without a token and for a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer a.b.c' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });
});
