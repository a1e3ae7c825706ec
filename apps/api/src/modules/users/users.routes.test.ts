import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { enrolMfa } from '../../../test/mfa-helpers.ts';
import { linkIn } from '../../../test/test-smtp.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
let adminUser: TestUser;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  adminUser = await createUser(t.db, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
  admin = (await signIn(t, adminUser)).auth;
});
afterAll(() => t.close());

const saveUser = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/user/SaveUser', headers, payload });
const getUsers = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/user/GetUsers', headers, payload });
const toggle = (id: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/User/ToggleUser?id=${id}`, headers });

describe('every user route is for administrators', () => {
  it('answers 401 to anonymous callers and 403 to clients and solicitors', async () => {
    const target = await createUser(t.db, 'Client', { passwordHash: null });
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
      { method: 'POST', url: '/api/user/GetUsers', payload: {} },
      { method: 'GET', url: `/api/User/ToggleUser?id=${target.id}` },
      {
        method: 'PUT',
        url: '/api/User/UpdateUser',
        payload: { id: target.id, firstName: 'A', lastName: 'B', contact: '07700900123', role: 'Client' },
      },
      { method: 'POST', url: '/api/User/ResendInvitation', payload: { id: target.id } },
      { method: 'POST', url: '/api/User/ResetTwoFactor', payload: { id: target.id } },
      { method: 'GET', url: `/api/User/SecurityEvents?id=${target.id}` },
      { method: 'GET', url: '/api/Audit/GetAuditEvents' },
      {
        method: 'PUT',
        url: '/api/Admin/ChangePassword',
        payload: { userId: target.id, action: 'sendResetLink' },
      },
    ];
    const client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const solicitor = (await signIn(t, await createUser(t.db, 'Solicitor'))).auth;
    for (const route of routes) {
      const call = (headers: Record<string, string>) => t.app.inject({ ...route, headers });
      expect((await call({})).statusCode, route.url).toBe(401);
      expect((await call(client)).statusCode, route.url).toBe(403);
      expect((await call(solicitor)).statusCode, route.url).toBe(403);
      expect((await call(admin)).statusCode, route.url).toBeLessThan(300);
    }
    const bySolicitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/SaveUser',
      headers: solicitor,
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'new.one@example.test',
        contact: '07700900123',
        role: 'Admin',
      },
    });
    expect(bySolicitor.statusCode).toBe(403);
    expect(bySolicitor.json().responseMessage).toBe('You do not have permission to do this.');
  });
});

describe('creating a user', () => {
  it('creates the chosen role and e-mails an invitation that sets the password', async () => {
    const res = await saveUser({
      firstName: 'Sol',
      lastName: 'Icitor',
      email: 'sol.icitor@firm.test',
      contact: '07700900123',
      role: 'Solicitor',
    });
    expect(res.json()).toMatchObject({ success: true, responseMessage: 'User Created Successfully' });
    const mail = await t.smtp.messageTo('sol.icitor@firm.test');
    expect(mail.subject).toBe('Your Docket account is ready');
    const link = linkIn(mail, '/account/set-password');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        password: 'Sol-Icitor-2026!',
        confirmPassword: 'Sol-Icitor-2026!',
      },
    });
    expect(set.statusCode).toBe(200);
    const session = await signIn(t, { email: 'sol.icitor@firm.test', password: 'Sol-Icitor-2026!' });
    const me = await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: session.auth });
    expect(me.json().data.role).toBe('Solicitor');
    const listed = (await getUsers({ searchQuery: 'sol.icitor@' })).json().data.users.items[0];
    expect(listed).toMatchObject({
      fullName: 'Sol Icitor',
      createdByName: 'Ada Admin',
      role: 'Solicitor',
      isLocked: false,
    });
  });

  it('checks the fields with the spec messages', async () => {
    const res = await saveUser({
      firstName: 'x'.repeat(51),
      lastName: '',
      email: 'nope',
      contact: '123',
      role: 'King',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First Name is required and must be less than 50 characters.',
        'Last Name is required and must be less than 50 characters.',
        'A valid email is required.',
        'Please enter valid contact number',
        'Role is required.',
      ]),
    );
    const noEmail = await saveUser({ firstName: 'A', lastName: 'B', contact: '07700900123', role: 'Client' });
    expect(noEmail.json().errors).toEqual([
      { field: 'email', errorMessage: 'A valid email is required.', code: 'user.email.invalid' },
    ]);
  });

  it('refuses an address already in use', async () => {
    const existing = await createUser(t.db, 'Client');
    const res = await saveUser({
      firstName: 'A',
      lastName: 'B',
      email: existing.email.toUpperCase(),
      contact: '07700900123',
      role: 'Client',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().responseMessage).toBe('A user with this email already exists.');
  });
});

describe('locking', () => {
  it('ends the locked user’s sessions at once, and unlocking lets them back', async () => {
    const user = await createUser(t.db, 'Solicitor');
    const session = await signIn(t, user);
    expect((await toggle(user.id)).json().responseMessage).toBe('User locked.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: session.auth }))
        .statusCode,
    ).toBe(401);
    expect((await toggle(user.id)).json().responseMessage).toBe('User unlocked.');
    await signIn(t, user);
  });

  it('refuses to lock yourself or the last unlocked administrator', async () => {
    const self = await toggle(adminUser.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().responseMessage).toBe('You cannot lock your own account.');
    const t2 = await buildTestApp();
    try {
      const onlyAdmin = await createUser(t2.db, 'Admin');
      const otherAdmin = await createUser(t2.db, 'Admin');
      const auth = (await signIn(t2, otherAdmin)).auth;
      expect(
        (
          await t2.app.inject({
            method: 'GET',
            url: `/api/User/ToggleUser?id=${onlyAdmin.id}`,
            headers: auth,
          })
        ).statusCode,
      ).toBe(200);
      const anotherAuth = (await signIn(t2, await createUser(t2.db, 'Admin'))).auth;
      await t2.app.inject({
        method: 'GET',
        url: `/api/User/ToggleUser?id=${otherAdmin.id}`,
        headers: anotherAuth,
      });
      const demote = await t2.app.inject({
        method: 'POST',
        url: '/api/user/GetUsers',
        headers: anotherAuth,
        payload: {},
      });
      expect(demote.json().data.userStats.locked).toBe(2);
    } finally {
      await t2.close();
    }
  });
});

describe('editing, invitations and two-step resets', () => {
  it('edits names, contact and role; resends an invitation; resets two-step verification', async () => {
    const user = await createUser(t.db, 'Client', { passwordHash: null });
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/api/User/UpdateUser',
      headers: admin,
      payload: {
        id: user.id,
        firstName: 'Renamed',
        lastName: 'Person',
        contact: '0770 0900-123',
        role: 'Solicitor',
      },
    });
    expect(upd.statusCode).toBe(200);
    const since = t.smtp.received.length;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/User/ResendInvitation',
          headers: admin,
          payload: { id: user.id },
        })
      ).statusCode,
    ).toBe(200);
    linkIn(await t.smtp.messageTo(user.email, since), '/account/set-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetTwoFactor',
      headers: admin,
      payload: { id: user.id },
    });
    expect(reset.statusCode).toBe(200);
    const events = (
      await t.app.inject({ method: 'GET', url: `/api/User/SecurityEvents?id=${user.id}`, headers: admin })
    ).json().data;
    expect(events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['admin.user_updated', 'admin.invitation_resent', 'admin.mfa_reset']),
    );
  });
});

describe("an administrator's two-step reset", () => {
  it('takes the key and the recovery codes away and ends every session of the user', async () => {
    const user = await createUser(t.db, 'Client');
    const { token } = await enrolMfa(t, user);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetTwoFactor',
      headers: admin,
      payload: { id: user.id },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      mfaEnabled: false,
      totpSecretEnc: null,
      totpPendingSecretEnc: null,
      totpLastStep: null,
    });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const mine = { authorization: `Bearer ${token}` };
    const after = await t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: mine });
    expect(after.json().code).toBe('SESSION_ENDED');
    expect((await getUsers({})).statusCode).toBe(200);
  });
});

describe('the user list', () => {
  it('pages, sorts and counts 1,000 users in the database', async () => {
    await t.db.execute(sql`
      insert into ${users} (email, first_name, last_name, role, is_locked, password_hash)
      select 'bulk' || g || '@firm.test', 'Bulk', 'User ' || lpad(g::text, 4, '0'),
             (array['Client','Solicitor','Admin']::user_role[])[1 + g % 3], g % 10 = 0, case when g % 4 = 0 then null else 'x' end
      from generate_series(1, 1000) g`);
    const res = (
      await getUsers({
        pageNo: 3,
        pageSize: 10,
        searchQuery: 'bulk',
        sortColumn: 'lastName',
        sortOrder: 'asc',
      })
    ).json().data;
    expect(res.users).toMatchObject({ currentPage: 3, pageSize: 10, totalItems: 1000, totalPages: 100 });
    expect(res.users.items.map((u: { lastName: string }) => u.lastName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `User ${String(21 + i).padStart(4, '0')}`),
    );
    const stats = res.userStats;
    expect(stats.total).toBeGreaterThanOrEqual(1000);
    for (const sortColumn of ['__proto__', 'constructor', 'toString'])
      expect((await getUsers({ sortColumn })).statusCode, sortColumn).toBe(200);
    const bulk = await t.db.execute(sql`select
      count(*) filter (where role = 'Client')::int as clients,
      count(*) filter (where is_locked)::int as locked,
      count(*) filter (where password_hash is null)::int as awaiting
      from users`);
    const expected = must(
      (bulk as unknown as { rows: Array<{ clients: number; locked: number; awaiting: number }> }).rows[0],
      'the counts',
    );
    expect(stats.clients).toBe(Number(expected.clients));
    expect(stats.locked).toBe(Number(expected.locked));
    expect(stats.awaitingFirstSignIn).toBe(Number(expected.awaiting));
  });
});
