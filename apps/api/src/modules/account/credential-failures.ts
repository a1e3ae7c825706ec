import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { UserRow } from './account.repository.ts';
import { lockedUntil, recordFailure } from './throttle.repository.ts';

function lockedFor(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return AppError.of('ACCOUNT_LOCKED', { minutes });
}

/** Answers 429 while the address is locked: no password or code is even checked then. */
export async function refuseWhileLocked(ctx: ServiceContext, key: string): Promise<void> {
  const now = ctx.now();
  const until = await lockedUntil(ctx.db, key, now);
  if (until) throw lockedFor(until, now);
}

/**
 * SECURITY: every wrong password, TOTP or recovery code, wherever it is typed (sign-in, the lock
 * screen, Change Password, turning two-step verification off, new recovery codes), counts on the
 * address's one counter and is recorded, so none of those places can be used to guess instead.
 * The failure that locks the address is recorded as a lockout and answered 429; otherwise the
 * caller answers the failure its own way.
 */
export async function countCredentialFailure(
  ctx: ServiceContext,
  key: string,
  user: UserRow | undefined,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  const now = ctx.now();
  const { lockedUntil: until } = await recordFailure(ctx.db, key, now);
  const target = user ? { type: 'user', id: user.id } : null;
  await recordAudit(ctx, action, target, details, user?.id ?? null);
  if (until) {
    await recordAudit(
      ctx,
      'account.locked_out',
      target,
      { until: until.toISOString(), email: key },
      user?.id ?? null,
    );
    throw lockedFor(until, now);
  }
}
