import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, refreshTokens, sessions, signInThrottle } from '../../db/schema/index.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';

const { expiredLinks, expiredSessions } = HOUSEKEEPING_PERIODS;

/**
 * Password-reset and invitation links used, or expired, over a week ago. An open link (unused, not
 * expired) is never touched, however old.
 */
export async function clearExpiredLinks(db: Db, now: Date): Promise<{ links: number }> {
  const before = new Date(now.getTime() - expiredLinks.keptMs);
  const deleted = await db
    .delete(oneTimeTokens)
    .where(
      or(
        and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, before)),
        lt(oneTimeTokens.expiresAt, before),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return { links: deleted.length };
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
  const before = new Date(now.getTime() - expiredSessions.keptMs);
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

/** The account module's schedules, on the app's one scheduler (decision 041). */
export function registerAccountHousekeeping(app: FastifyInstance): void {
  app.housekeeping.register({
    name: 'expired-links',
    everyMs: expiredLinks.everyMs,
    run: (now) => clearExpiredLinks(app.db, now),
  });
  app.housekeeping.register({
    name: 'expired-sessions',
    everyMs: expiredSessions.everyMs,
    run: (now) => clearExpiredSessions(app.db, now),
  });
}
