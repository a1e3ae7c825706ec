import { NewPasswordSchema } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import {
  anAdministratorHasAPassword,
  findUserByEmail,
  insertUser,
  updateUser,
} from './account.repository.ts';
import { createLinkCode, setPasswordLink } from './one-time-links.repository.ts';
import { hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@docket.local';

/**
 * A new installation has no one who can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD the first
 * administrator is created ready to use; otherwise a one-time link to set their password is
 * printed, and printed anew at each start until an administrator has a password. Run at start,
 * with a background context (server.ts).
 */
export async function ensureFirstAdmin(background: ServiceContext): Promise<void> {
  const ctx = { ...background, requestId: 'first-run' };
  const { db } = ctx;
  if (await anAdministratorHasAPassword(db)) return;
  const { adminEmail, adminPassword, publicUrl } = ctx.services.config;
  const email = adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const now = ctx.now();
  // Several instances may start together: only one insert wins, the others read its row.
  const created = await insertUser(db, {
    email,
    firstName: 'Firm',
    lastName: 'Administrator',
    role: 'Admin',
    createdAt: now,
    updatedAt: now,
  });
  if (created) await recordAudit(ctx, 'account.first_admin_created', { type: 'user', id: created.id });
  // The insert gives way only to the row with this address.
  const user = created ?? must(await findUserByEmail(db, email), `the user ${email}`);
  if (adminPassword) {
    const parsed = NewPasswordSchema.safeParse(adminPassword);
    if (!parsed.success) {
      throw new Error(
        'ADMIN_PASSWORD must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
      );
    }
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(adminPassword),
      passwordChangedAt: now,
      role: 'Admin',
    });
    ctx.log.info({ email }, 'first administrator created from ADMIN_EMAIL and ADMIN_PASSWORD');
    return;
  }
  const code = await createLinkCode(db, user.id, 'invite', now);
  ctx.log.warn(
    `No administrator can sign in yet. Set the password of ${email} here (the link works once, for 7 days): ${setPasswordLink(publicUrl, user.id, code)}`,
  );
}
