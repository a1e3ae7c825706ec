import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { appSettings, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('docket_user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

export const MFA_POLICY_KEY = 'mfa_required_roles';

const sessionWithUser = preparedPerDb((db) =>
  db
    .select({
      session: sessions,
      user: {
        id: users.id,
        role: users.role,
        isLocked: users.isLocked,
        mfaEnabled: users.mfaEnabled,
        mustChangePassword: users.mustChangePassword,
      },
      mfaRequiredRoles: sql<
        string[] | null
      >`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${MFA_POLICY_KEY})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .prepare('docket_session_with_user'),
);

/**
 * One query per authenticated request: the session, its user, and the firm's MFA policy, read
 * fresh every time (never cached) so a lock or sign-out applies to the very next request.
 */
export async function findSessionWithUser(db: Db, sessionId: string, userId: string) {
  const [row] = await sessionWithUser(db).execute({ sessionId, userId });
  return row;
}

export async function readMfaRequiredRoles(db: Db): Promise<string[]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MFA_POLICY_KEY));
  return (row?.value as string[] | undefined) ?? [];
}
