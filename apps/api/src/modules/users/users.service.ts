import {
  type CreateUserRequest,
  CreateUserRequestSchema,
  type ListQuery,
  type SolicitorOption,
  type UpdateUserRequest,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { avatarAddress } from '../../lib/avatar-address.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { fieldError, parseOrThrow } from '../../lib/validation.ts';
import { turnOffTwoStep } from '../account/mfa.service.ts';
import { sendPasswordLink } from '../account/passwords.service.ts';
import { revokeUserSessions } from '../account/sessions.service.ts';
import { countCasesAssignedTo, refreshCasesOfUser } from '../cases/cases.read-model.ts';
import {
  findActiveAdminIds,
  findActiveClient,
  findActiveSolicitors,
  findActiveStaff,
  findPeopleMatching,
  findSecurityEvents,
  findUnlockedUsers,
  findUser,
  insertUser,
  listUsers as listUserRows,
  type UserRow,
  updateUser as updateUserRow,
  userStats,
} from './users.repository.ts';

export type { UserRow };

/** The user, unless there is none or they were erased (whose row names no one): both are "not found". */
export async function requireUser(ctx: ServiceContext, id: string): Promise<UserRow> {
  const user = await findUser(ctx.db, id);
  if (!user || user.erasedAt) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** A page of users, with the counts above the list; avatars as addresses an <img> can load, like the session's own. */
export async function listUsersWithStats(ctx: ActorContext, query: ListQuery) {
  const [users, stats] = await Promise.all([listUserRows(ctx.db, query), userStats(ctx.db)]);
  const now = ctx.now();
  const items = users.items.map((user) => ({
    ...user,
    avatar: avatarAddress(user.avatar, now, ctx.services.encryptionKey),
  }));
  return { users: { ...users, items }, userStats: stats };
}

/** An administrator creates a user of any role; they get an invitation to set their password. */
export async function createUserAsAdmin(ctx: ActorContext, body: unknown): Promise<string> {
  const input: CreateUserRequest = parseOrThrow(CreateUserRequestSchema, body);
  const now = ctx.now();
  // The user, the record and the invitation commit together: no account is left without its link.
  await inTransaction(ctx, async (txCtx) => {
    const user = await insertUser(txCtx.db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.contact,
      role: input.role,
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
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

/** Whether the user is the firm's last administrator who can act (locking or demoting them would leave none). */
async function isLastActiveAdmin(ctx: ServiceContext, user: UserRow): Promise<boolean> {
  return user.role === 'Admin' && !user.isLocked && (await activeAdminIds(ctx)).length <= 1;
}

export async function updateUser(ctx: ServiceContext, input: UpdateUserRequest): Promise<void> {
  const user = await requireUser(ctx, input.id);
  if (input.role !== 'Admin' && (await isLastActiveAdmin(ctx, user))) throw new AppError('LAST_ADMIN');
  if (user.role === 'Solicitor' && input.role !== 'Solicitor') {
    const assigned = await countCasesAssignedTo(ctx.db, user.id);
    if (assigned > 0) throw AppError.of('SOLICITOR_HAS_CASES', { count: assigned });
  }
  await inTransaction(ctx, async (tx) => {
    await updateUserRow(tx.db, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.contact,
      role: input.role,
      updatedAt: ctx.now(),
    });
    if (input.firstName !== user.firstName || input.lastName !== user.lastName)
      await refreshCasesOfUser(tx.db, user.id);
    // A role change alters what every open session may do: those sessions end.
    if (input.role !== user.role) await revokeUserSessions(tx, user.id, 'role-changed');
    await recordAudit(
      tx,
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
  if (await isLastActiveAdmin(ctx, user)) throw new AppError('CANNOT_LOCK_LAST_ADMIN');
  const locked = !user.isLocked;
  await inTransaction(ctx, async (tx) => {
    await updateUserRow(tx.db, id, { isLocked: locked, updatedAt: ctx.now() });
    if (locked) await revokeUserSessions(tx, id, 'locked');
    await recordAudit(tx, locked ? 'admin.user_locked' : 'admin.user_unlocked', { type: 'user', id });
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
  const rows = await findSecurityEvents(ctx.db, id, 50);
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    occurredAt: event.occurredAt.toISOString(),
    ip: event.actorIp,
    actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
  }));
}

// What other modules read of users: through these, never the users table's repository.

/** The ids of the administrators who can act (not locked). */
export function activeAdminIds(ctx: ServiceContext): Promise<string[]> {
  return findActiveAdminIds(ctx.db);
}

/** The firm's staff whose account is active: whom its work can be given to. */
export async function activeStaff(ctx: ServiceContext) {
  return (await findActiveStaff(ctx.db)).map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    role: u.role,
  }));
}

/** The people a case can be assigned to. */
export async function listSolicitors(ctx: ServiceContext): Promise<SolicitorOption[]> {
  const rows = await findActiveSolicitors(ctx.db);
  return rows.map((u) => {
    const fullName = `${u.firstName} ${u.lastName}`;
    return { id: u.id, name: fullName, fullName, email: u.email };
  });
}

/** The user's row, whatever their state; undefined when there is none. */
export function findUserById(ctx: ServiceContext, id: string): Promise<UserRow | undefined> {
  return findUser(ctx.db, id);
}

/** The user's first and last name together; '' for nobody. */
export async function fullNameOf(ctx: ServiceContext, id: string): Promise<string> {
  const user = await findUser(ctx.db, id);
  return user ? `${user.firstName} ${user.lastName}` : '';
}

/** The users among `ids` who are not locked: whom e-mail may be sent to. */
export function unlockedUsers(ctx: ServiceContext, ids: string[]) {
  return findUnlockedUsers(ctx.db, ids);
}

/** An active client by id, if there is one. */
export function findActiveClientById(ctx: ServiceContext, id: string) {
  return findActiveClient(ctx.db, id);
}

/** People whose name or e-mail matches the LIKE pattern (administrators' search). */
export async function findPeople(ctx: ServiceContext, pattern: string, limit: number) {
  const people = await findPeopleMatching(ctx.db, pattern, limit);
  return people.map((p) => ({ id: p.id, fullName: `${p.first} ${p.last}`, email: p.email, role: p.role }));
}
