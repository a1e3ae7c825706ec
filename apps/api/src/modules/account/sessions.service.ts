import type { AccessTokenClaims, SessionTokens } from '@docket/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { avatarAddress } from '../../lib/avatar-address.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { must } from '../../lib/must.ts';
import type { UserRow } from './account.repository.ts';
import { findUserById } from './account.repository.ts';
import { sessionEnded, sessionEndReason } from './session-end.ts';

const HOUR_MS = 60 * 60_000;
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * HOUR_MS;

/** The token's claims; Avatar is the address an <img> loads it from (lib/avatar-address.ts). */
function claimsFor(user: UserRow, sessionId: string, avatar: string | null): AccessTokenClaims {
  return {
    UserId: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    FullName: `${user.firstName} ${user.lastName}`,
    IsMFAEnabled: user.mfaEnabled,
    IsAdmin: user.role === 'Admin',
    Avatar: avatar,
    Role: user.role,
    sid: sessionId,
  };
}

export async function accessTokenFor(ctx: ServiceContext, user: UserRow, sessionId: string): Promise<string> {
  const avatar = avatarAddress(user.avatarKey, ctx.now(), ctx.services.encryptionKey);
  return signAccessToken(ctx.services.accessKey, claimsFor(user, sessionId, avatar), ctx.now());
}

async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId, createdAt: now });
  return refreshToken;
}

/** Starts a session: 12 hours, or 30 days with Remember me, renewed by rotating refresh tokens. */
export async function startSession(
  ctx: ServiceContext,
  user: UserRow,
  rememberMe: boolean,
): Promise<SessionTokens> {
  const now = ctx.now();
  const lifetime = rememberMe ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      userId: user.id,
      rememberMe,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  const sessionId = must(session, 'the new session').id;
  const refreshToken = await issueRefreshToken(ctx.db, sessionId, now);
  return { token: await accessTokenFor(ctx, user, sessionId), refreshToken };
}

/**
 * Exchanges a refresh token for a new pair. SECURITY: a token presented a second time means a
 * copy is in someone else's hands, so the whole session (every token of the family) is revoked.
 */
export async function refreshSession(ctx: ServiceContext, presented: string): Promise<SessionTokens> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row) return { kind: 'unknown' as const };
    const { token, session } = row;
    if (token.usedAt) {
      if (!session.revokedAt) {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokeReason: 'refresh-token-reused' })
          .where(eq(sessions.id, session.id));
      }
      return { kind: 'reused' as const, session };
    }
    const ended = sessionEndReason(session, null, now);
    if (ended) return { kind: 'ended' as const, reason: ended };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, token.tokenHash));
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
    return { kind: 'ok' as const, session, refreshToken: await issueRefreshToken(tx, session.id, now) };
  });
  if (outcome.kind === 'reused') {
    await recordAudit(
      ctx,
      'session.refresh_token_reused',
      { type: 'session', id: outcome.session.id },
      {},
      outcome.session.userId,
    );
  }
  if (outcome.kind === 'unknown' || outcome.kind === 'reused') throw sessionEnded('ended');
  if (outcome.kind === 'ended') throw sessionEnded(outcome.reason);
  const user = await findUserById(ctx.db, outcome.session.userId);
  if (!user) throw sessionEnded('ended');
  if (user.isLocked) throw sessionEnded('locked');
  return { token: await accessTokenFor(ctx, user, outcome.session.id), refreshToken: outcome.refreshToken };
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but the caller's own. */
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
