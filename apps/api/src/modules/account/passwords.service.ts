import type {
  AdminChangePasswordRequest,
  ChangePasswordRequest,
  ResetPasswordRequest,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { fieldError } from '../../lib/validation.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from './account.repository.ts';
import { countCredentialFailure, refuseWhileLocked } from './credential-failures.ts';
import { buildEmail } from './emails.ts';
import {
  createLinkCode,
  clearExpiredLinks as deleteExpiredLinks,
  findOpenLink,
  setPasswordLink,
  useLink,
} from './one-time-links.repository.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { clearFailures, throttleKey } from './throttle.repository.ts';

export const FORGOT_PASSWORD_ANSWER =
  'Reset password email sent successfully. Please check your email and follow the instructions.';

/** Refuses a common password, naming the request's own field for it. */
function refuseCommon(password: string, field: 'password' | 'newPassword' | 'temporaryPassword'): void {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_COMMON', { errors: [fieldError(field, 'password.common')] });
  }
}

/**
 * A new password (its hash) for the user, in the caller's transaction: every session of theirs
 * ends, but `keptSession`, for the reason `sessionsEnd`. Recording it is the caller's.
 */
async function storePassword(
  ctx: ServiceContext,
  userId: string,
  passwordHash: string,
  change: { mustChange: boolean; sessionsEnd: string; keptSession?: string },
): Promise<void> {
  const now = ctx.now();
  await updateUser(ctx.db, userId, {
    passwordHash,
    passwordChangedAt: now,
    mustChangePassword: change.mustChange,
    updatedAt: now,
  });
  await revokeUserSessions(ctx, userId, change.sessionsEnd, change.keptSession);
}

export async function sendPasswordLink(
  ctx: ServiceContext,
  user: UserRow,
  purpose: 'reset' | 'invite',
  template: 'reset' | 'invitation' | 'adminInvitation',
) {
  const code = await createLinkCode(ctx.db, user.id, purpose, ctx.now());
  const link = setPasswordLink(ctx.services.config.publicUrl, user.id, code);
  // Sending happens after the answer, and failures are logged, never shown: the answer must not
  // depend on whether the address exists (lib/mail-outbox.ts). Call inside `inTransaction`, so the
  // link, its e-mail and the record of them commit together.
  await queueEmail(ctx, buildEmail(template, user.language, user, link, ctx.services.localeOverrides));
}

/**
 * The same answer, known address or not; the e-mail goes out after it (mail-outbox.ts says why).
 * SECURITY: either way the request commits once, so a known address costs no extra wait on the
 * database's log flush.
 */
export async function forgotPassword(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isLocked) {
    await recordAudit(ctx, 'account.password_reset_requested', null, {
      email: email.toLowerCase(),
      known: false,
    });
    return;
  }
  await inTransaction(ctx, async (txCtx) => {
    await sendPasswordLink(txCtx, user, 'reset', user.passwordHash ? 'reset' : 'invitation');
    await recordAudit(txCtx, 'account.password_reset_requested', { type: 'user', id: user.id }, {}, user.id);
  });
}

/** Sets a password from an e-mailed reset or invitation link; every session of the user ends. */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordRequest): Promise<void> {
  refuseCommon(input.password, 'password');
  const now = ctx.now();
  // SECURITY: the link is checked before anything else, in work that is the same for an unknown
  // user, a wrong code and a used or expired link (one-time-links.repository.ts). The password is hashed
  // (argon2id, tens of milliseconds) only once the link works: hashed for real users alone, it
  // told anyone timing the refusal which user ids exist.
  const link = await findOpenLink(ctx.db, input.userId, input.code, now);
  if (!link) throw new AppError('LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    // The same link may have been used by another request while this one hashed.
    const purpose = await useLink(tx.db, link.id, now);
    if (!purpose) throw new AppError('LINK_INVALID');
    await storePassword(tx, link.userId, passwordHash, { mustChange: false, sessionsEnd: 'password-reset' });
    await recordAudit(
      tx,
      purpose === 'invite' ? 'account.password_set' : 'account.password_reset',
      { type: 'user', id: link.userId },
      {},
      link.userId,
    );
  });
  await clearFailures(ctx.db, throttleKey(link.email));
}

/**
 * Checks the signed-in user's password before a sensitive change. Failures share the sign-in
 * counter (credential-failures.ts), so the password cannot be guessed here instead.
 */
export async function checkOwnPassword(ctx: ActorContext, password: string, field: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('NOT_FOUND');
  const key = throttleKey(user.email);
  await refuseWhileLocked(ctx, key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countCredentialFailure(ctx, key, user, 'account.password_check_failed', { field });
    throw field === 'oldPassword'
      ? new AppError('OLD_PASSWORD_WRONG', { errors: [fieldError(field, 'changePassword.old.wrong')] })
      : new AppError('PASSWORD_WRONG', { errors: [fieldError(field, 'password.wrong')] });
  }
  await clearFailures(ctx.db, key);
  return user;
}

export async function verifyOwnPassword(ctx: ActorContext, password: string): Promise<void> {
  await checkOwnPassword(ctx, password, 'password');
}

/** Changes the caller's password; their other sessions end, this one continues. */
export async function changePassword(ctx: ActorContext, input: ChangePasswordRequest): Promise<void> {
  const actor = ctx.actor;
  const user = await checkOwnPassword(ctx, input.oldPassword, 'oldPassword');
  refuseCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await storePassword(tx, user.id, passwordHash, {
      mustChange: false,
      sessionsEnd: 'password-changed',
      keptSession: actor.sessionId,
    });
    await recordAudit(tx, 'account.password_changed', { type: 'user', id: user.id });
  });
}

/** An administrator sends a user a reset link, or sets a temporary password they must replace. */
export async function adminChangePassword(
  ctx: ActorContext,
  input: AdminChangePasswordRequest,
): Promise<string> {
  // An administrator's own password is changed in their settings, with the old one.
  if (input.userId === ctx.actor.userId && input.action === 'setTemporaryPassword') {
    throw new AppError('OWN_PASSWORD_IN_SETTINGS');
  }
  const user = await findUserById(ctx.db, input.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (input.action === 'sendResetLink') {
    await inTransaction(ctx, async (txCtx) => {
      await sendPasswordLink(txCtx, user, 'reset', user.passwordHash ? 'reset' : 'adminInvitation');
      await recordAudit(txCtx, 'admin.password_reset_link_sent', { type: 'user', id: user.id });
    });
    return 'A password reset link has been sent to the user.';
  }
  refuseCommon(input.temporaryPassword, 'temporaryPassword');
  const passwordHash = await hashPassword(input.temporaryPassword);
  await inTransaction(ctx, async (tx) => {
    await storePassword(tx, user.id, passwordHash, { mustChange: true, sessionsEnd: 'admin-set-password' });
    await recordAudit(tx, 'admin.temporary_password_set', { type: 'user', id: user.id });
  });
  return 'Temporary password set. The user must change it at their next sign-in.';
}

/** The `expired-links` schedule (one-time-links.repository.ts says what goes). */
export function clearExpiredLinks(ctx: ServiceContext, now: Date) {
  return deleteExpiredLinks(ctx.db, now);
}
