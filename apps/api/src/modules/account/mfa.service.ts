import type { EnableAuthenticatorRequest, MfaSetup } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { decrypt, encrypt, hmac, safeEqual } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/validation.ts';
import { findUserById, type UserRow, updateUser } from './account.repository.ts';
import { countCredentialFailure, refuseWhileLocked } from './credential-failures.ts';
import { findLatestEnrolment } from './enrolments.repository.ts';
import { consumeTotpCode } from './login.service.ts';
import { checkOwnPassword } from './passwords.service.ts';
import { verifyPassword } from './passwords.ts';
import {
  countRecoveryCodes,
  deleteRecoveryCodes,
  replaceRecoveryCodes,
} from './recovery-codes.repository.ts';
import { generateRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { findSessionStart } from './sessions.repository.ts';
import { accessTokenFor, revokeUserSessions } from './sessions.service.ts';
import { clearFailures, throttleKey } from './throttle.repository.ts';
import { acceptTotpCode, formatSharedKey, generateTotpSecret, normaliseSharedKey, totpUri } from './totp.ts';

/**
 * How long a fresh act of this session (signing in with the password, turning two-step on) stands
 * in for the password: turning two-step on, or the first recovery codes, need nothing more then.
 */
const RECENT_MS = 15 * 60_000;

/** The caller's own password, asked with `message` when it was not given; a wrong one is counted. */
async function requirePassword(
  ctx: ActorContext,
  password: string | undefined,
  code: 'PASSWORD_NEEDED_TO_ENROL' | 'PASSWORD_NEEDED_FOR_CODES',
) {
  if (!password) throw new AppError(code, { errors: [fieldError('password', 'password.required')] });
  return checkOwnPassword(ctx, password, 'password');
}

async function currentUser(ctx: ActorContext): Promise<UserRow> {
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** A new shared key for enrolment, kept (encrypted) as pending until a code proves the app has it. */
export async function getMfaSetup(ctx: ActorContext): Promise<MfaSetup> {
  const user = await currentUser(ctx);
  // SECURITY: a session alone must not swap the authenticator; turning it off first needs the password and a code.
  if (user.mfaEnabled) throw new AppError('MFA_ALREADY_ON');
  const secret = generateTotpSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecretEnc: encrypt(ctx.services.encryptionKey, secret) });
  return { sharedKey: formatSharedKey(secret), authenticatorUri: totpUri(secret, user.email) };
}

/**
 * Turns two-step verification on; other sessions end. Answers a fresh token carrying IsMFAEnabled.
 * SECURITY: enrolling an authenticator of one's own would let a stolen session shut the owner out
 * (their sessions end, and signing in then needs the thief's codes), so a session that signed in
 * over 15 minutes ago must give the password as well. Enrolment right after signing in, as the
 * firm's two-step policy asks at first sign-in, needs nothing more than the spec's call.
 */
export async function enableAuthenticator(
  ctx: ActorContext,
  input: EnableAuthenticatorRequest,
): Promise<string> {
  const user = await currentUser(ctx);
  if (user.mfaEnabled) throw new AppError('MFA_ALREADY_ON');
  if (!user.totpPendingSecretEnc) throw new AppError('MFA_SETUP_MISSING');
  const secret = decrypt(ctx.services.encryptionKey, user.totpPendingSecretEnc);
  if (!safeEqual(normaliseSharedKey(input.sharedKey), secret)) {
    throw new AppError('MFA_KEY_OUT_OF_DATE');
  }
  if (input.password || !(await signedInJustNow(ctx))) {
    await requirePassword(ctx, input.password, 'PASSWORD_NEEDED_TO_ENROL');
  }
  const step = acceptTotpCode(secret, input.code, ctx.now(), null);
  if (step === null) {
    await recordAudit(ctx, 'account.mfa_enable_failed', { type: 'user', id: user.id });
    throw new AppError('MFA_CODE_INVALID', { errors: [fieldError('code', 'authenticatorCode.wrong')] });
  }
  const now = ctx.now();
  await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, user.id, {
      mfaEnabled: true,
      totpSecretEnc: user.totpPendingSecretEnc,
      totpPendingSecretEnc: null,
      totpLastStep: step,
      updatedAt: now,
    });
    await revokeUserSessions(tx, user.id, 'mfa-enabled', ctx.actor.sessionId);
    // The session is named so that the enrolment's first recovery codes can follow without the password.
    await recordAudit(
      tx,
      'account.mfa_enabled',
      { type: 'user', id: user.id },
      { sessionId: ctx.actor.sessionId },
    );
  });
  return accessTokenFor(ctx, { ...user, mfaEnabled: true }, ctx.actor.sessionId);
}

/** Turning it off needs the password and a current code; other sessions end. */
export async function disableAuthenticator(
  ctx: ActorContext,
  password: string,
  code: string,
): Promise<string> {
  const user = await currentUser(ctx);
  if (!user.mfaEnabled) throw new AppError('MFA_NOT_ON');
  const key = throttleKey(user.email);
  await refuseWhileLocked(ctx, key);
  const passwordOk = await verifyPassword(user.passwordHash, password);
  if (!passwordOk || !(await consumeTotpCode(ctx, user, code))) {
    await countCredentialFailure(ctx, key, user, 'account.mfa_disable_failed', {});
    throw new AppError('PASSWORD_OR_CODE_WRONG');
  }
  await clearFailures(ctx.db, key);
  await turnOffTwoStep(ctx, user.id, 'by-user');
  return accessTokenFor(ctx, { ...user, mfaEnabled: false }, ctx.actor.sessionId);
}

/** How two-step verification came off: why the sessions ended, and what the record says. */
const TURNED_OFF = {
  'by-user': { sessionsEnd: 'mfa-disabled', audit: 'account.mfa_disabled' },
  'by-admin': { sessionsEnd: 'mfa-reset-by-admin', audit: 'admin.mfa_reset' },
} as const;

/**
 * Two-step verification off for the user, in one transaction: the authenticator's key (and any
 * pending one) and the recovery codes gone, the user's sessions ended and the change recorded.
 * A user who turns it off themselves keeps the session they did it from; an administrator's reset
 * ends every session of the user. Who may do it is the callers' to check.
 */
export async function turnOffTwoStep(
  ctx: ActorContext,
  userId: string,
  by: keyof typeof TURNED_OFF,
): Promise<void> {
  const { sessionsEnd, audit } = TURNED_OFF[by];
  const keptSession = by === 'by-user' ? ctx.actor.sessionId : undefined;
  const now = ctx.now();
  await inTransaction(ctx, async (tx) => {
    await updateUser(tx.db, userId, {
      mfaEnabled: false,
      totpSecretEnc: null,
      totpPendingSecretEnc: null,
      totpLastStep: null,
      updatedAt: now,
    });
    await deleteRecoveryCodes(tx.db, userId);
    await revokeUserSessions(tx, userId, sessionsEnd, keptSession);
    await recordAudit(tx, audit, { type: 'user', id: userId });
  });
}

/**
 * Ten new codes replace every earlier one; they are shown this once and stored only as HMACs.
 * SECURITY: codes are a second factor, which a session alone must not mint. The first set, right
 * after enrolment (none exists yet), completes the enrolment the code just proved; any later set
 * needs the password again.
 */
export async function regenerateRecoveryCodes(ctx: ActorContext, password?: string): Promise<string[]> {
  let user = await currentUser(ctx);
  if (!user.mfaEnabled) throw new AppError('MFA_NOT_ON');
  const issued = await countRecoveryCodes(ctx.db, user.id, 'all');
  const enrolmentsFirstSet = issued === 0 && (await enrolledJustNowHere(ctx, user.id));
  if (!enrolmentsFirstSet) {
    user = await requirePassword(ctx, password, 'PASSWORD_NEEDED_FOR_CODES');
  }
  const codes = generateRecoveryCodes();
  const now = ctx.now();
  const hashes = codes.map((code) => hmac(ctx.services.encryptionKey, normaliseRecoveryCode(code)));
  await inTransaction(ctx, async (tx) => {
    await replaceRecoveryCodes(tx.db, user.id, hashes, now);
    await recordAudit(tx, 'account.recovery_codes_generated', { type: 'user', id: user.id });
  });
  return codes;
}

/** Whether this session began with the password within the last 15 minutes (only sign-in starts one). */
async function signedInJustNow(ctx: ActorContext): Promise<boolean> {
  const startedAt = await findSessionStart(ctx.db, ctx.actor.sessionId);
  return startedAt !== undefined && ctx.now().getTime() - startedAt.getTime() <= RECENT_MS;
}

/**
 * Whether this session turned two-step verification on within the last 15 minutes: the enrolment
 * screen asks for the first codes right after the code proved the app. Later, or from another
 * session, a session alone must not mint a second factor, so the password is asked.
 */
async function enrolledJustNowHere(ctx: ActorContext, userId: string): Promise<boolean> {
  const enabled = await findLatestEnrolment(ctx.db, userId);
  return (
    enabled?.details.sessionId === ctx.actor.sessionId &&
    ctx.now().getTime() - enabled.occurredAt.getTime() <= RECENT_MS
  );
}

export function countUnusedRecoveryCodes(ctx: ServiceContext, userId: string): Promise<number> {
  return countRecoveryCodes(ctx.db, userId, 'unused');
}
