import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { jobsNamed } from '../../../test/jobs.ts';
import { enrolMfa } from '../../../test/mfa-helpers.ts';
import { linkIn } from '../../../test/test-smtp.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { must } from '../../lib/must.ts';
import { hashPassword } from './passwords.ts';

// Every hash the app makes is counted (and still made): a refused link must cost none.
vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const forgot = (email: string) => post('/api/Account/ForgotPassword', { email });
const reset = (link: URL, password: string) =>
  post('/api/Account/ResetPassword', {
    userId: link.searchParams.get('userId'),
    code: link.searchParams.get('code'),
    password,
    confirmPassword: password,
  });

describe('forgotten passwords', () => {
  it('answers the same for known and unknown addresses', async () => {
    const user = await createUser(t.db, 'Client');
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().responseMessage).toBe(
      'Reset password email sent successfully. Please check your email and follow the instructions.',
    );
  });

  it('answers before the mail server has taken the message, so its delay cannot tell who has an account', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handedOver: MailMessage[] = [];
    const slow = await buildTestApp({
      mailer: {
        send: async (message) => {
          handedOver.push(message);
          await held;
        },
      },
    });
    // As on a server: the background engine runs once it listens.
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const user = await createUser(slow.db, 'Client');
      const known = await slow.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: user.email },
      });
      // Answered, and the message then handed over, while the mail server holds it.
      expect(known.statusCode).toBe(200);
      await vi.waitFor(() => expect(handedOver.map((m) => m.to)).toEqual([user.email]), {
        timeout: 10_000,
      });
      const existing = await slow.app.inject({
        method: 'POST',
        url: '/api/user/SaveUser',
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: user.email,
          contact: '0770-0900123',
          isBlogger: false,
        },
      });
      expect(existing.statusCode, existing.body).toBe(200);
      // A message the relay holds does not hold up the next one.
      await vi.waitFor(() => expect(handedOver).toHaveLength(2), { timeout: 10_000 });
    } finally {
      // Closing waits for the messages handed over.
      let closed = false;
      const closing = slow.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(false);
      release();
      await closing;
    }
  });

  it('e-mails a link that sets a new password once, ends every session and keeps two-step verification', async () => {
    const user = await createUser(t.db, 'Client');
    await enrolMfa(t, user);
    const since = t.smtp.received.length;
    await forgot(user.email);
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe('Reset your Docket password');
    expect(mail.html).toContain('/account/set-password?');
    const link = linkIn(mail, '/account/set-password');
    expect(link.origin).toBe('http://docket.test');
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await reset(link, 'Brand-New-Pass9!');
    expect(done.statusCode).toBe(200);
    expect(done.json().responseMessage).toBe('Password changed successfully.');
    const again = await reset(link, 'Another-Pass9!');
    expect(again.statusCode).toBe(400);

    const login = await post('/api/Account/Login', { email: user.email, password: 'Brand-New-Pass9!' });
    expect(login.json().data.requiresTwoFactor).toBe(true);
  });

  it('ends every session of the user when the reset completes', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const since = t.smtp.received.length;
    await forgot(user.email);
    await reset(
      linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password'),
      'Brand-New-Pass9!',
    );
    const me = await post('/api/user/GetCurrentUser', {}, session.auth);
    expect(me.statusCode).toBe(401);
  });

  it('expires the link after 30 minutes', async () => {
    const user = await createUser(t.db, 'Client');
    const since = t.smtp.received.length;
    await forgot(user.email);
    const link = linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password');
    t.clock.advance(30 * 60_000 + 1000);
    const res = await reset(link, 'Brand-New-Pass9!');
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toContain('not valid or has expired');
  });

  it('refuses a code for another user, weak, common and over-long passwords', async () => {
    const user = await createUser(t.db, 'Client');
    const other = await createUser(t.db, 'Client');
    const since = t.smtp.received.length;
    await forgot(user.email);
    const link = linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password');
    const foreign = new URL(link);
    foreign.searchParams.set('userId', other.id);
    expect((await reset(foreign, 'Brand-New-Pass9!')).statusCode).toBe(400);
    const weak = await reset(link, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].errorMessage).toContain('uppercase');
    const common = await reset(link, 'Password1!');
    expect(common.statusCode).toBe(400);
    expect(common.json().responseMessage).toContain('too common');
    const long = await reset(link, `Aa1!${'x'.repeat(125)}`);
    expect(long.statusCode).toBe(400);
    const mismatch = await post('/api/Account/ResetPassword', {
      userId: user.id,
      code: link.searchParams.get('code'),
      password: 'Brand-New-Pass9!',
      confirmPassword: 'Brand-New-Pass8!',
    });
    expect(mismatch.json().errors[0]).toEqual({
      field: 'confirmPassword',
      errorMessage: 'Password and confirm not match.',
      code: 'confirmPassword.mismatch',
    });
    // None of the refusals used up the link.
    expect((await reset(link, 'Brand-New-Pass9!')).statusCode).toBe(200);
  });
});

describe('a reset link that does not work', () => {
  it('costs the same for an unknown user, a wrong code, a used link and an expired one: no hash, the same statements', async () => {
    const user = await createUser(t.db, 'Client');
    const linkFor = async () => {
      const since = t.smtp.received.length;
      await forgot(user.email);
      return linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password');
    };
    const refused = async (userId: string, code: string) => {
      vi.mocked(hashPassword).mockClear();
      let answer = { statusCode: 0, responseMessage: '' };
      const statements = await t.statementsDuring(async () => {
        const res = await post('/api/Account/ResetPassword', {
          userId,
          code,
          password: 'Brand-New-Pass9!',
          confirmPassword: 'Brand-New-Pass9!',
        });
        answer = { statusCode: res.statusCode, responseMessage: res.json().responseMessage };
      });
      expect(answer).toEqual({
        statusCode: 400,
        responseMessage: 'This link is not valid or has expired. Please ask for a new one.',
      });
      // SECURITY: an argon2id hash takes tens of milliseconds; made only for some refusals, it
      // would tell a probe which user ids exist.
      expect(hashPassword).not.toHaveBeenCalled();
      return statements;
    };
    const link = await linkFor();
    const code = must(link.searchParams.get('code'), "the link's code");
    const unknown = await refused(randomUUID(), code);
    expect(await refused(user.id, `${code.slice(0, -1)}x`)).toEqual(unknown);
    expect((await reset(link, 'Brand-New-Pass9!')).statusCode).toBe(200);
    expect(await refused(user.id, code)).toEqual(unknown);
    const expiring = must((await linkFor()).searchParams.get('code'), "the link's code");
    t.clock.advance(30 * 60_000 + 1000);
    expect(await refused(user.id, expiring)).toEqual(unknown);
  });
});

describe('signing up', () => {
  const signUp = (body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/SaveUser',
      payload: body,
      headers: { cookie: `lang=${lang}` },
    });

  it('creates a Client whatever the body says, and e-mails a link to set the password', async () => {
    const email = 'new.client@example.test';
    const res = await signUp(
      {
        id: null,
        firstName: 'Amina',
        lastName: 'Yusuf',
        isBlogger: false,
        email,
        contact: '0770-0900123',
        role: 'Admin',
      },
      'de',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().responseMessage).toBe(
      "We've sent you an email with instructions to set your password.",
    );
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ role: 'Client', passwordHash: null, language: 'de' });
    const mail = await t.smtp.messageTo(email);
    expect(mail.subject).toBe('Legen Sie Ihr Docket-Passwort fest');
    const link = linkIn(mail, '/account/set-password');
    expect((await reset(link, 'Amina-Secure-7!')).statusCode).toBe(200);
    const login = await post('/api/Account/Login', { email, password: 'Amina-Secure-7!' });
    expect(login.statusCode).toBe(200);
  });

  it('answers a taken address the same, creates nothing and tells the owner', async () => {
    const owner = await createUser(t.db, 'Solicitor');
    const since = t.smtp.received.length;
    const res = await signUp({
      firstName: 'Someone',
      lastName: 'Else',
      email: owner.email,
      contact: '07700900123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseMessage).toBe(
      "We've sent you an email with instructions to set your password.",
    );
    const mail = await t.smtp.messageTo(owner.email, since);
    expect(mail.subject).toBe('Someone tried to register with your e-mail address');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.role).toBe('Solicitor');
  });

  it('checks the fields with the spec messages', async () => {
    const res = await signUp({ firstName: '', lastName: '', email: 'x', contact: '123' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Please enter valid email',
        'Please enter valid contact number',
      ]),
    );
    const noEmail = await signUp({ firstName: 'A', lastName: 'B', contact: '0770-0900123' });
    expect(noEmail.json().errors).toEqual([
      { field: 'email', errorMessage: 'Email is required', code: 'email.required' },
    ]);
  });
});

describe('an administrator resetting a password', () => {
  it('sends a reset link, or sets a temporary password that must be changed first', async () => {
    const admin = await signIn(t, await createUser(t.db, 'Admin'));
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const change = (payload: Record<string, unknown>, headers = admin.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/Admin/ChangePassword', payload, headers });

    expect((await change({ userId: user.id, action: 'sendResetLink' }, session.auth)).statusCode).toBe(403);
    const since = t.smtp.received.length;
    expect((await change({ userId: user.id, action: 'sendResetLink' })).statusCode).toBe(200);
    linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password');

    const temp = await change({
      userId: user.id,
      action: 'setTemporaryPassword',
      temporaryPassword: 'Temporary-Pass1!',
    });
    expect(temp.statusCode).toBe(200);
    expect((await post('/api/user/GetCurrentUser', {}, session.auth)).statusCode).toBe(401);
    const login = await post('/api/Account/Login', { email: user.email, password: 'Temporary-Pass1!' });
    expect(login.json().data.mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const address = {
      country: 'GB',
      state: 'England',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      address1: '2 Park Row',
    };
    expect((await post('/api/User/UpdateAddress', address, headers)).statusCode).toBe(403);
    // A common password is refused on the field the request named it in.
    const common = await post(
      '/api/Account/ChangePassword',
      { oldPassword: 'Temporary-Pass1!', newPassword: 'Password1!', confirmPassword: 'Password1!' },
      headers,
    );
    expect(common.json()).toMatchObject({
      code: 'PASSWORD_COMMON',
      errors: [{ field: 'newPassword', code: 'password.common' }],
    });
    const changed = await post(
      '/api/Account/ChangePassword',
      { oldPassword: 'Temporary-Pass1!', newPassword: 'My-Own-Pass22!', confirmPassword: 'My-Own-Pass22!' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/User/UpdateAddress', address, headers)).statusCode).toBe(200);
  });
});

describe('checking the signed-in user’s own password', () => {
  it('counts on the sign-in counter, and the lock it causes is recorded as a lockout', async () => {
    const user = await createUser(t.db, 'Client');
    const { auth } = await signIn(t, user);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await post('/api/Account/VerifyPassword', { password: 'Wrong-Password1!' }, auth)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id))).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === 'account.password_check_failed')).toHaveLength(5);
    expect(actions).toContain('account.locked_out');
  });
});

describe('an e-mail and what it tells of', () => {
  /** The transactions that wrote a user's new outbox message, links, audit records and, if new, row. */
  async function writers(userId: string, outboxBefore: string[], action: string, created = false) {
    const result = (await t.db.execute(sql`
      select 'outbox' as kind, xmin::text as tx from pgboss.job
        where name = 'send-email' and not (id::text = any(${sql.param(outboxBefore)}::text[]))
      union all select 'link', xmin::text from one_time_tokens where user_id = ${userId}
      union all select 'audit', xmin::text from audit_events where target_id = ${userId} and action = ${action}
      union all select 'user', xmin::text from users where id = ${userId} and ${created}`)) as unknown as {
      rows: Array<{ kind: string; tx: string }>;
    };
    return {
      kinds: result.rows.map((row) => row.kind).sort(),
      transactions: new Set(result.rows.map((row) => row.tx)).size,
    };
  }

  it('are written in one transaction: nothing is left half-made, and a known address waits on no more commits', async () => {
    const admin = await signIn(t, await createUser(t.db, 'Admin'));
    const lastOutboxId = async () => (await jobsNamed(t.db, 'send-email')).map((job) => job.id);
    // The engine is not running (nothing listens), so each message stays queued to be looked at.
    {
      const known = await createUser(t.db, 'Client');
      let after = await lastOutboxId();
      expect((await forgot(known.email)).statusCode).toBe(200);
      expect(await writers(known.id, after, 'account.password_reset_requested')).toEqual({
        kinds: ['audit', 'link', 'outbox'],
        transactions: 1,
      });

      after = await lastOutboxId();
      const email = 'one.transaction@example.test';
      const signedUp = await post('/api/user/SaveUser', {
        firstName: 'Amina',
        lastName: 'Yusuf',
        email,
        contact: '07700900123',
      });
      expect(signedUp.statusCode).toBe(200);
      const [client] = await t.db.select().from(users).where(eq(users.email, email));
      expect(await writers(must(client, 'the new client').id, after, 'account.signed_up', true)).toEqual({
        kinds: ['audit', 'link', 'outbox', 'user'],
        transactions: 1,
      });

      const owner = await createUser(t.db, 'Solicitor');
      after = await lastOutboxId();
      const taken = await post('/api/user/SaveUser', {
        firstName: 'Someone',
        lastName: 'Else',
        email: owner.email,
        contact: '07700900123',
      });
      expect(taken.statusCode).toBe(200);
      expect(await writers(owner.id, after, 'account.sign_up_existing_address')).toEqual({
        kinds: ['audit', 'outbox'],
        transactions: 1,
      });

      after = await lastOutboxId();
      const staffEmail = 'new.solicitor@example.test';
      const created = await post(
        '/api/user/SaveUser',
        { firstName: 'Sam', lastName: 'Okoro', email: staffEmail, contact: '07700900123', role: 'Solicitor' },
        admin.auth,
      );
      expect(created.statusCode, created.body).toBe(200);
      const [staff] = await t.db.select().from(users).where(eq(users.email, staffEmail));
      expect(await writers(must(staff, 'the new solicitor').id, after, 'admin.user_created', true)).toEqual({
        kinds: ['audit', 'link', 'outbox', 'user'],
        transactions: 1,
      });

      const invited = await createUser(t.db, 'Client', { passwordHash: null });
      after = await lastOutboxId();
      expect((await post('/api/User/ResendInvitation', { id: invited.id }, admin.auth)).statusCode).toBe(200);
      expect(await writers(invited.id, after, 'admin.invitation_resent')).toEqual({
        kinds: ['audit', 'link', 'outbox'],
        transactions: 1,
      });

      const reset = await createUser(t.db, 'Client');
      after = await lastOutboxId();
      const sent = await t.app.inject({
        method: 'PUT',
        url: '/api/Admin/ChangePassword',
        payload: { userId: reset.id, action: 'sendResetLink' },
        headers: admin.auth,
      });
      expect(sent.statusCode).toBe(200);
      expect(await writers(reset.id, after, 'admin.password_reset_link_sent')).toEqual({
        kinds: ['audit', 'link', 'outbox'],
        transactions: 1,
      });
    }
    await t.app.services.jobs.drain();
  });
});
