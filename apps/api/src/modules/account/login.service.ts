import type { LoginRequest, LoginResponse } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { decrypt, hmac } from '../../lib/crypto.ts';
import {
  advanceTotpStep,
  findUserByEmail,
  readMfaRequiredRoles,
  type UserRow,
  updateUser,
} from './account.repository.ts';
import { countCredentialFailure, refuseWhileLocked } from './credential-failures.ts';
import { verifyPassword } from './passwords.ts';
import { useRecoveryCode } from './recovery-codes.repository.ts';
import { normaliseRecoveryCode } from './recovery-codes.ts';
import { startSession } from './sessions.service.ts';
import { clearFailures, throttleKey } from './throttle.repository.ts';
import { acceptTotpCode } from './totp.ts';

async function fail(
  ctx: ServiceContext,
  key: string,
  user: UserRow | undefined,
  reason: string,
): Promise<never> {
  await countCredentialFailure(ctx, key, user, 'account.sign_in_failed', { reason, email: key });
  // SECURITY: one answer for an unknown address, a wrong password and an account with no password yet.
  throw new AppError(reason === 'password' ? 'INVALID_CREDENTIALS' : 'CODE_INVALID');
}

/** Checks a TOTP code and remembers its time step so the same code is never accepted again. */
export async function consumeTotpCode(ctx: ServiceContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecretEnc) return false;
  const secret = decrypt(ctx.services.encryptionKey, user.totpSecretEnc);
  const step = acceptTotpCode(secret, code, ctx.now(), user.totpLastStep);
  if (step === null) return false;
  return advanceTotpStep(ctx.db, user.id, user.totpLastStep, step);
}

export async function consumeRecoveryCode(
  ctx: ServiceContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const codeHash = hmac(ctx.services.encryptionKey, normaliseRecoveryCode(code));
  return useRecoveryCode(ctx.db, user.id, codeHash, ctx.now());
}

/**
 * Password first; with two-step verification on, the same call is repeated with a TOTP or a
 * recovery code. Password, TOTP and recovery-code failures share one counter per address.
 */
export async function login(ctx: ServiceContext, input: LoginRequest): Promise<LoginResponse> {
  const key = throttleKey(input.email);
  const now = ctx.now();
  await refuseWhileLocked(ctx, key);

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) return fail(ctx, key, user, 'password');
  if (user.isLocked) {
    await recordAudit(ctx, 'account.sign_in_refused_locked', { type: 'user', id: user.id }, {}, user.id);
    throw new AppError('ACCOUNT_DISABLED');
  }

  let method = 'password';
  if (user.mfaEnabled) {
    const totp = input.twoFactorCode?.trim();
    const recovery = input.recoveryCode?.trim();
    if (recovery) {
      method = 'recovery-code';
      if (!(await consumeRecoveryCode(ctx, user, recovery))) return fail(ctx, key, user, method);
    } else if (totp) {
      method = 'totp';
      if (!(await consumeTotpCode(ctx, user, totp))) return fail(ctx, key, user, method);
    } else {
      return {
        token: null,
        refreshToken: null,
        requiresTwoFactor: true,
        requiresMfaEnrolment: false,
        mustChangePassword: false,
      };
    }
  }

  // One transaction, so one commit (one WAL flush) instead of five, and no half-made session.
  const tokens = await inTransaction(ctx, async (txCtx) => {
    await clearFailures(txCtx.db, key);
    await updateUser(txCtx.db, user.id, { lastSignInAt: now });
    const started = await startSession(txCtx, user, input.rememberMe ?? false);
    await recordAudit(
      txCtx,
      'account.signed_in',
      { type: 'user', id: user.id },
      { method, rememberMe: input.rememberMe ?? false },
      user.id,
    );
    return started;
  });
  const mfaRequired = !user.mfaEnabled && (await readMfaRequiredRoles(ctx.db)).includes(user.role);
  return {
    ...tokens,
    requiresTwoFactor: false,
    requiresMfaEnrolment: mfaRequired,
    mustChangePassword: user.mustChangePassword,
  };
}
