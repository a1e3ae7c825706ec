import type { SessionEndReason } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';

/** The revoke reasons (sessions.revoke_reason) that the person is told as a password change. */
const PASSWORD_CHANGES = new Set(['password-changed', 'password-reset', 'admin-set-password']);

interface SessionState {
  revokedAt: Date | null;
  revokeReason: string | null;
  expiresAt: Date;
}

/**
 * Why a session no longer works, or null while it does. A lock comes first: a locked person is
 * told so, whatever else ended the session. Any other revocation (signed out, a role or two-step
 * change, a refresh token used twice) is just "ended": the person gains nothing from the detail.
 */
export function sessionEndReason(
  session: SessionState,
  user: { isLocked: boolean } | null,
  now: Date,
): SessionEndReason | null {
  if (user?.isLocked) return 'locked';
  if (session.revokedAt) {
    if (session.revokeReason === 'locked') return 'locked';
    return PASSWORD_CHANGES.has(session.revokeReason ?? '') ? 'passwordChanged' : 'ended';
  }
  if (session.expiresAt <= now) return 'expired';
  return null;
}

/** The 401 that ends a session in the client, saying why. */
export function sessionEnded(reason: SessionEndReason): AppError {
  return AppError.of('SESSION_ENDED', { reason });
}
