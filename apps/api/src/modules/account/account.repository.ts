import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export const MFA_POLICY_KEY = 'mfa_required_roles';

/** One query per authenticated request: the session, its user, and the firm's MFA policy. */
export async function findSessionWithUser(db: Db, sessionId: string, userId: string) {
  const [row] = await db
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
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row;
}

export async function readMfaRequiredRoles(db: Db): Promise<string[]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MFA_POLICY_KEY));
  return (row?.value as string[] | undefined) ?? [];
}
