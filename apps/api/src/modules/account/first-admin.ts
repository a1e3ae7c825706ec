import { NewPasswordSchema } from '@docket/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { must } from '../../lib/must.ts';
import { findUserByEmail } from './account.repository.ts';
import { createLinkCode, setPasswordLink } from './one-time-links.ts';
import { hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@docket.local';

/**
 * A new installation has no one who can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD the first
 * administrator is created ready to use; otherwise a one-time link to set their password is
 * printed, and printed anew at each start until an administrator has a password.
 */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNotNull(users.passwordHash)))
    .limit(1);
  if (admin) return;
  const { adminEmail, adminPassword, publicUrl } = app.config;
  const email = adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const now = app.clock();
  const ctx = { db, actor: null, ip: null, requestId: 'first-run', now: app.clock };
  // Several instances may start together: only one insert wins, the others read its row.
  const [created] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Firm',
      lastName: 'Administrator',
      role: 'Admin',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
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
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(adminPassword), passwordChangedAt: now, role: 'Admin' })
      .where(eq(users.id, user.id));
    app.log.info({ email }, 'first administrator created from ADMIN_EMAIL and ADMIN_PASSWORD');
    return;
  }
  const code = await createLinkCode(db, user.id, 'invite', now);
  app.log.warn(
    `No administrator can sign in yet. Set the password of ${email} here (the link works once, for 7 days): ${setPasswordLink(publicUrl, user.id, code)}`,
  );
}
