import { API } from '@docket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { jobsNamed } from '../../../test/jobs.ts';
import { users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';
import { hashPassword } from './passwords.ts';

/**
 * One phone-number rule on every endpoint that takes a number (decision 034): sign-up's contact,
 * Settings' phone number and the administrator's contact are read alike, kept in E.164, and are
 * one number, so Settings starts from the number given at sign-up.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: path, payload, headers });
const storedNumberOf = async (email: string) =>
  (await t.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.email, email)))[0]
    ?.phoneNumber;
const INVALID = [
  { field: 'contact', errorMessage: 'Please enter valid contact number', code: 'contact.invalid' },
];

let serial = 0;
const newEmail = () => `phone-${Date.now()}-${++serial}@example.test`;
const signUp = (email: string, contact: string) =>
  post(API.saveUser.path, { firstName: 'Noor', lastName: 'Haddad', email, contact });

describe('sign-up', () => {
  it('accepts the UK mobile "07700 900123" and stores it as +447700900123', async () => {
    const email = newEmail();
    const res = await signUp(email, '07700 900123');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNumberOf(email)).toBe('+447700900123');
  });

  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+49 30 901820', '+4930901820'],
    ['+93 70 123 4567', '+93701234567'],
    // A number in the specification's pattern that the UK plan has no place for keeps its digits.
    ['1234-5678901', '12345678901'],
  ])('stores %j as %j', async (contact, stored) => {
    const email = newEmail();
    expect((await signUp(email, contact)).statusCode).toBe(200);
    expect(await storedNumberOf(email)).toBe(stored);
  });

  it('refuses a number that is not one with the translated message, and creates and sends nothing', async () => {
    const email = newEmail();
    const mailsBefore = (await jobsNamed(t.db, 'send-email')).length;
    for (const contact of ['12345', '07700 900123 ext 4', '+49 1']) {
      const res = await signUp(email, contact);
      expect(res.statusCode, contact).toBe(400);
      expect(res.json().errors).toEqual(INVALID);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await jobsNamed(t.db, 'send-email')).length).toBe(mailsBefore);
  });
});

describe('Settings', () => {
  it('starts from the number given at sign-up, shown in GetCurrentUser as phoneNumber', async () => {
    const email = newEmail();
    expect((await signUp(email, '07700 900123')).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(users.email, email));
    const session = await signIn(t, { email, password: TEST_PASSWORD });
    const me = await post(API.getCurrentUser.path, {}, session.auth);
    expect(me.json().data.phoneNumber).toBe('+447700900123');
  });

  it('stores the number in E.164, and it is the number the administrator sees', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const personal = { firstName: 'Noor', lastName: 'Haddad', gender: 'female' };
    const saved = await post(
      API.updatePersonalInfo.path,
      { ...personal, phoneNumber: '+49 30 901820' },
      session.auth,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await post(API.getCurrentUser.path, {}, session.auth)).json().data.phoneNumber).toBe(
      '+4930901820',
    );
    const listed = await post(API.getUsers.path, { searchQuery: user.email }, admin);
    expect(listed.json().data.users.items[0].contact).toBe('+4930901820');
  });

  it('refuses a number that is not one with the translated message, and keeps the one there', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const res = await post(
      API.updatePersonalInfo.path,
      { firstName: 'Other', lastName: 'Name', gender: 'female', phoneNumber: '0770 090012' },
      session.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ ...must(INVALID[0], 'the message'), field: 'phoneNumber' }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: '+447700900123', firstName: user.firstName });
  });
});

describe("the administrator's user forms", () => {
  const newUser = (email: string, contact: string) => ({
    firstName: 'Sam',
    lastName: 'Okoro',
    email,
    contact,
    role: 'Solicitor',
  });

  it("stores a new user's contact in E.164", async () => {
    const email = newEmail();
    const res = await post(API.saveUser.path, newUser(email, '+93 70 123 4567'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNumberOf(email)).toBe('+93701234567');
  });

  it('refuses a contact that is not a number, and creates nothing', async () => {
    const email = newEmail();
    // Fifteen digits met the old "10 to 15 digits" rule; they are no number of any plan.
    for (const contact of ['123456789012345', '12345']) {
      const res = await post(API.saveUser.path, newUser(email, contact), admin);
      expect(res.statusCode, contact).toBe(400);
      expect(res.json().errors).toEqual(INVALID);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('edits a contact into E.164, and refuses an invalid one leaving the user as they were', async () => {
    const user = await createUser(t.db, 'Client');
    const edit = (contact: string) =>
      t.app.inject({
        method: 'PUT',
        url: API.updateUser.path,
        headers: admin,
        payload: { id: user.id, firstName: 'Renamed', lastName: 'Person', contact, role: 'Client' },
      });
    const refused = await edit('0049 30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(INVALID);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
      firstName: user.firstName,
      phoneNumber: '+447700900123',
    });
    expect((await edit('0049 30 901820')).statusCode).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.phoneNumber).toBe(
      '+4930901820',
    );
  });
});
