import type { AccessTokenClaims, SessionTokens } from '@docket/contract';
import { errors } from 'jose';
import { signAccessToken, verifyAccessToken } from '../../lib/access-token.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { avatarAddress } from '../../lib/avatar-address.ts';
import { type Actor, type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { UserRow } from './account.repository.ts';
import { findUserById } from './account.repository.ts';
import { sessionEnded, sessionEndReason } from './session-end.ts';
import {
  clearExpiredSessions as deleteExpiredSessions,
  findSessionWithUser,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  revokeSession,
  revokeUserSessions as revokeSessionsOf,
  useRefreshToken,
} from './sessions.repository.ts';

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

async function issueRefreshToken(ctx: ServiceContext, sessionId: string, now: Date): Promise<string> {
  const refreshToken = randomToken();
  await insertRefreshToken(ctx.db, sha256(refreshToken), sessionId, now);
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
  const sessionId = await insertSession(ctx.db, {
    userId: user.id,
    rememberMe,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  });
  const refreshToken = await issueRefreshToken(ctx, sessionId, now);
  return { token: await accessTokenFor(ctx, user, sessionId), refreshToken };
}

/**
 * Exchanges a refresh token for a new pair. SECURITY: a token presented a second time means a
 * copy is in someone else's hands, so the whole session (every token of the family) is revoked.
 */
export async function refreshSession(ctx: ServiceContext, presented: string): Promise<SessionTokens> {
  const now = ctx.now();
  const outcome = await inTransaction(ctx, async (tx) => {
    const row = await lockRefreshToken(tx.db, sha256(presented));
    if (!row) return { kind: 'unknown' as const };
    const { token, session } = row;
    if (token.usedAt) {
      if (!session.revokedAt) await revokeSession(tx.db, session.id, 'refresh-token-reused', now);
      return { kind: 'reused' as const, session };
    }
    const ended = sessionEndReason(session, null, now);
    if (ended) return { kind: 'ended' as const, reason: ended };
    await useRefreshToken(tx.db, token.tokenHash, session.id, now);
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

/** The caller signs out: this session ends, on the record. */
export async function signOut(ctx: ActorContext): Promise<void> {
  await revokeSession(ctx.db, ctx.actor.sessionId, 'signed-out', ctx.now());
  await recordAudit(ctx, 'account.signed_out', { type: 'user', id: ctx.actor.userId });
}

/** Ends every session of a user, or every one but the caller's own (`exceptSessionId`). */
export async function revokeUserSessions(
  ctx: ServiceContext,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await revokeSessionsOf(ctx.db, userId, reason, ctx.now(), exceptSessionId);
}

/** Who calls with this access token, and what they must do first; null for no token. */
export type Caller = { actor: Actor; mustChangePassword: boolean; mfaMissing: boolean };

/**
 * Resolves the caller of a request from its access token. The token alone is not trusted: the
 * session and user are read back (one prepared statement), so a lock, a password change, a
 * two-step change or a sign-out takes effect on the very next request. Throws the 401 that says
 * why a session no longer works.
 */
export async function resolveCaller(ctx: ServiceContext, token: string): Promise<Caller> {
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(ctx.services.accessKey, token, ctx.now());
  } catch (error) {
    // Past its few minutes: the client refreshes, and the refresh says why if that fails too.
    throw sessionEnded(error instanceof errors.JWTExpired ? 'expired' : 'ended');
  }
  const row = await findSessionWithUser(ctx.db, claims.sid, claims.UserId);
  if (!row) throw sessionEnded('ended');
  const ended = sessionEndReason(row.session, row.user, ctx.now());
  if (ended) throw sessionEnded(ended);
  const mfaMissing = !row.user.mfaEnabled && (row.mfaRequiredRoles ?? []).includes(row.user.role);
  return {
    actor: { userId: row.user.id, role: row.user.role, sessionId: row.session.id },
    mustChangePassword: row.user.mustChangePassword,
    mfaMissing,
  };
}

/** The `expired-sessions` schedule (sessions.repository.ts says what goes). */
export function clearExpiredSessions(ctx: ServiceContext, now: Date) {
  return deleteExpiredSessions(ctx.db, now);
}
