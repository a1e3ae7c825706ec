import { randomBytes } from 'node:crypto';
import type { Role } from '@docket/contract';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/account/passwords.ts';
import type { TestApp } from './build-test-app.ts';

export type TestUser = typeof users.$inferSelect & { password: string };

export const TEST_PASSWORD = 'Correct-Horse7!';

/** Inserts a user of the given role who can sign in with TEST_PASSWORD (or `password`). */
export async function createUser(
  db: Db,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const { password = TEST_PASSWORD, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}-${tag}@example.test`,
      firstName: role,
      lastName: `Tester ${tag}`,
      contact: '07700900123',
      role,
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  return { ...user!, password };
}

/** Exchanges a refresh token for a new pair through the API; answers the new access token. */
export async function refreshSession(t: TestApp, refreshToken: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Authentication/RefreshToken',
    headers: { refreshToken },
  });
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** One user of each role, for permission tests. */
export async function createUserOfEachRole(db: Db): Promise<Record<Role, TestUser>> {
  return {
    Admin: await createUser(db, 'Admin'),
    Client: await createUser(db, 'Client'),
    Solicitor: await createUser(db, 'Solicitor'),
  };
}

/** Signs in through the API and answers the token pair. */
export async function signIn(
  t: TestApp,
  user: { email: string; password: string },
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { email: user.email, password: user.password, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token: string; refreshToken: string };
  return { ...data, auth: { authorization: `Bearer ${data.token}` } };
}
