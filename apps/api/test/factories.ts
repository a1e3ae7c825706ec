import { randomBytes } from 'node:crypto';
import type { Role } from '@docket/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../src/lib/access-token.ts';
import { must } from '../src/lib/must.ts';
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
      phoneNumber: '+447700900123',
      role,
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  return { ...must(user, 'the new user'), password };
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

/** The headers of a client who signed in and was locked afterwards: the token is still in time. */
export async function lockedUserAuth(t: TestApp): Promise<Record<string, string>> {
  const locked = await createUser(t.db, 'Client');
  const { auth } = await signIn(t, locked);
  await t.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.id));
  return auth;
}

/** The headers of a token for `user` signed with the server's key that expired half an hour ago. */
export async function expiredTokenAuth(
  t: TestApp,
  user: { id: string; role: Role },
): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ UserId: user.id, Role: user.role, sid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(must(t.config.jwtSecret, 'JWT_SECRET')));
  return { authorization: `Bearer ${expired}` };
}
