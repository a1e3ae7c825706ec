import type { Language, SignUpRequest } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import { inTransaction, type ServiceContext } from '../../lib/context.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { findUserByEmail, insertUser, type UserRow } from './account.repository.ts';
import { buildEmail } from './emails.ts';
import { sendPasswordLink } from './passwords.service.ts';

export const SIGN_UP_ANSWER = "We've sent you an email with instructions to set your password.";

/**
 * Public sign-up always creates a Client, whatever the body says. SECURITY: a taken address gets
 * the same answer, and its owner an e-mail, so sign-up cannot be used to find out who has an
 * account; each way is one transaction, so neither waits on more commits than the other.
 */
export async function signUp(ctx: ServiceContext, input: SignUpRequest, language: Language): Promise<void> {
  const existing = await findUserByEmail(ctx.db, input.email);
  await inTransaction(ctx, (txCtx) =>
    existing ? tellOwnerOfTakenAddress(txCtx, existing) : createClient(txCtx, input, language),
  );
}

async function tellOwnerOfTakenAddress(ctx: ServiceContext, existing: UserRow): Promise<void> {
  await queueEmail(
    ctx,
    buildEmail(
      'signupExisting',
      existing.language,
      existing,
      `${ctx.services.config.publicUrl}/account/login`,
      ctx.services.localeOverrides,
    ),
  );
  await recordAudit(ctx, 'account.sign_up_existing_address', { type: 'user', id: existing.id }, {}, null);
}

async function createClient(ctx: ServiceContext, input: SignUpRequest, language: Language): Promise<void> {
  const now = ctx.now();
  const user = await insertUser(ctx.db, {
    email: input.email.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.contact,
    role: 'Client',
    language,
    createdAt: now,
    updatedAt: now,
  });
  // Lost a race with another sign-up for the same address: answer as for a taken one.
  if (!user) return;
  await recordAudit(ctx, 'account.signed_up', { type: 'user', id: user.id }, {}, user.id);
  await sendPasswordLink(ctx, user, 'invite', 'invitation');
}
