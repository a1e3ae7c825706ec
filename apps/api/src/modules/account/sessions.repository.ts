import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { appSettings, refreshTokens, sessions, signInThrottle, users } from '../../db/schema/index.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { must } from '../../lib/must.ts';
import { MFA_POLICY_KEY } from './account.repository.ts';

export type SessionRow = typeof sessions.$inferSelect;
type SessionValues = typeof sessions.$inferInsert;

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

export async function insertSession(db: Db, values: SessionValues): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return must(session, 'the new session').id;
}

/** When the session began, if there is one. */
export async function findSessionStart(db: Db, sessionId: string): Promise<Date | undefined> {
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session?.createdAt;
}

export async function insertRefreshToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, sessionId, createdAt: now });
}

/** The refresh token with this hash and its session, locked until the transaction ends. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** A refresh token exchanged: it is used, and its session was used now. */
export async function useRefreshToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(...conditions));
}

/**
 * Sessions ended or expired over 30 days ago, with every refresh token they issued; and the
 * sign-in failures counted against an address (which may belong to nobody) that has seen no
 * attempt for as long and is not locked now. Used recovery codes stay: the record that a code was
 * spent is what tells the person, and an administrator, that one of theirs is gone; they are few,
 * and go with the account or with a new set of codes.
 */
export async function clearExpiredSessions(
  db: Db,
  now: Date,
): Promise<{ sessions: number; refreshTokens: number; signInThrottles: number }> {
  const before = new Date(now.getTime() - HOUSEKEEPING_PERIODS.expiredSessions.keptMs);
  const ended = or(lt(sessions.revokedAt, before), lt(sessions.expiresAt, before));
  return db.transaction(async (tx) => {
    const old = tx.select({ id: sessions.id }).from(sessions).where(ended);
    // First: each refresh token points at its session.
    const tokens = await tx
      .delete(refreshTokens)
      .where(inArray(refreshTokens.sessionId, old))
      .returning({ hash: refreshTokens.tokenHash });
    const gone = await tx.delete(sessions).where(ended).returning({ id: sessions.id });
    const throttles = await tx
      .delete(signInThrottle)
      .where(
        and(
          lt(signInThrottle.updatedAt, before),
          or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, now)),
        ),
      )
      .returning({ key: signInThrottle.key });
    return { sessions: gone.length, refreshTokens: tokens.length, signInThrottles: throttles.length };
  });
}
