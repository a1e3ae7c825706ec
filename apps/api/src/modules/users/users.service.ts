import { type CreateUserRequest, CreateUserRequestSchema, type UpdateUserRequest } from '@docket/contract';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { auditEvents, cases, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { fieldError, parseOrThrow } from '../../lib/validation.ts';
import { turnOffTwoStep } from '../account/mfa.service.ts';
import { sendPasswordLink } from '../account/passwords.service.ts';
import { revokeUserSessions } from '../account/sessions.service.ts';
import { refreshCasesOfUser } from '../cases/cases.read-model.ts';
import { countUnlockedAdmins } from './users.repository.ts';

async function requireUser(ctx: ServiceContext, id: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user || user.erasedAt) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** An administrator creates a user of any role; they get an invitation to set their password. */
export async function createUserAsAdmin(ctx: ActorContext, body: unknown): Promise<string> {
  const input: CreateUserRequest = parseOrThrow(CreateUserRequestSchema, body);
  const now = ctx.now();
  // The user, the record and the invitation commit together: no account is left without its link.
  await inTransaction(ctx, async (txCtx) => {
    const [user] = await txCtx.db
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.contact,
        role: input.role,
        createdBy: ctx.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError('EMAIL_TAKEN', { errors: [fieldError('email', 'user.email.taken')] });
    await recordAudit(
      txCtx,
      'admin.user_created',
      { type: 'user', id: user.id },
      { role: input.role, email: input.email },
    );
    await sendPasswordLink(txCtx, user, 'invite', 'adminInvitation');
  });
  return 'User Created Successfully';
}

export async function updateUser(ctx: ServiceContext, input: UpdateUserRequest): Promise<void> {
  const user = await requireUser(ctx, input.id);
  if (
    user.role === 'Admin' &&
    input.role !== 'Admin' &&
    !user.isLocked &&
    (await countUnlockedAdmins(ctx.db)) <= 1
  ) {
    throw new AppError('LAST_ADMIN');
  }
  if (user.role === 'Solicitor' && input.role !== 'Solicitor') {
    const [assigned] = await ctx.db.select({ n: count() }).from(cases).where(eq(cases.solicitorId, user.id));
    if ((assigned?.n ?? 0) > 0) throw AppError.of('SOLICITOR_HAS_CASES', { count: assigned?.n ?? 0 });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.contact,
        role: input.role,
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, user.id));
    if (input.firstName !== user.firstName || input.lastName !== user.lastName)
      await refreshCasesOfUser(tx, user.id);
    // A role change alters what every open session may do: those sessions end.
    if (input.role !== user.role) await revokeUserSessions(tx, user.id, 'role-changed', ctx.now());
    await recordAudit(
      { ...ctx, db: tx },
      'admin.user_updated',
      { type: 'user', id: user.id },
      { role: input.role, previousRole: user.role },
    );
  });
}

/** Locks or unlocks; a lock ends the user's sessions at once. Never oneself, never the last admin. */
export async function toggleUser(ctx: ActorContext, id: string): Promise<boolean> {
  const user = await requireUser(ctx, id);
  if (!user.isLocked && user.id === ctx.actor.userId) throw new AppError('CANNOT_LOCK_SELF');
  if (!user.isLocked && user.role === 'Admin' && (await countUnlockedAdmins(ctx.db)) <= 1) {
    throw new AppError('CANNOT_LOCK_LAST_ADMIN');
  }
  const locked = !user.isLocked;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ isLocked: locked, updatedAt: ctx.now() }).where(eq(users.id, id));
    if (locked) await revokeUserSessions(tx, id, 'locked', ctx.now());
    await recordAudit({ ...ctx, db: tx }, locked ? 'admin.user_locked' : 'admin.user_unlocked', {
      type: 'user',
      id,
    });
  });
  return locked;
}

export async function resendInvitation(ctx: ServiceContext, id: string): Promise<void> {
  const user = await requireUser(ctx, id);
  if (user.passwordHash) throw new AppError('PASSWORD_ALREADY_SET');
  await inTransaction(ctx, async (txCtx) => {
    await sendPasswordLink(txCtx, user, 'invite', 'adminInvitation');
    await recordAudit(txCtx, 'admin.invitation_resent', { type: 'user', id });
  });
}

/** For a user who lost their device and codes: two-step verification off, sessions ended. */
export async function resetTwoFactor(ctx: ActorContext, id: string): Promise<void> {
  await requireUser(ctx, id);
  await turnOffTwoStep(ctx, id, 'by-admin');
}

/** The user's recent security events: sign-ins, failures, lockouts, password and two-step changes. */
export async function securityEvents(ctx: ServiceContext, id: string) {
  await requireUser(ctx, id);
  const rows = await ctx.db
    .select({ event: auditEvents, actor: users })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        or(
          eq(auditEvents.actorUserId, id),
          and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, id)),
        ),
        inArray(auditEvents.targetType, ['user']),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(50);
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    occurredAt: event.occurredAt.toISOString(),
    ip: event.actorIp,
    actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
  }));
}
