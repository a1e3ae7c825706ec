import type { ListQuery, Paged, UserListItem, UserStats } from '@docket/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';
import { likePattern } from '../../lib/sql-like.ts';

const creator = alias(users, 'creator');

const SORTABLE = {
  firstName: users.firstName,
  lastName: users.lastName,
  fullName: sql`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  createdDate: users.createdAt,
  role: users.role,
  isLocked: users.isLocked,
} as const;

/** A page of users, searched by name and e-mail and sorted, in the database. */
export async function listUsers(db: Db, query: ListQuery): Promise<Paged<UserListItem>> {
  // An erased person's row stays for what points at it, but names no one: it is nobody to list.
  const where = and(
    isNull(users.erasedAt),
    query.searchQuery
      ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${likePattern(query.searchQuery)}`
      : undefined,
  );
  // Own keys only: "__proto__" or "constructor" would otherwise find Object's own members.
  const column = Object.hasOwn(SORTABLE, query.sortColumn)
    ? SORTABLE[query.sortColumn as keyof typeof SORTABLE]
    : users.createdAt;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users, creatorFirst: creator.firstName, creatorLast: creator.lastName })
      .from(users)
      .leftJoin(creator, eq(creator.id, users.createdBy))
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const totalItems = totals[0]?.n ?? 0;
  return {
    items: rows.map(({ user, creatorFirst, creatorLast }) => ({
      id: user.id,
      avatar: user.avatarKey,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
      email: user.email,
      contact: user.phoneNumber,
      createdByName: creatorFirst ? `${creatorFirst} ${creatorLast}` : null,
      createdDate: user.createdAt.toISOString(),
      role: user.role,
      isLocked: user.isLocked,
      isMFAEnabled: user.mfaEnabled,
      awaitingFirstSignIn: user.passwordHash === null,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    })),
    currentPage: query.pageNo,
    totalItems,
    totalPages: Math.ceil(totalItems / query.pageSize),
    pageSize: query.pageSize,
    totalIsExact: true,
  };
}

export async function userStats(db: Db): Promise<UserStats> {
  const [row] = await db
    .select({
      total: count(),
      admins: sql<number>`count(*) filter (where ${users.role} = 'Admin')::int`,
      clients: sql<number>`count(*) filter (where ${users.role} = 'Client')::int`,
      solicitors: sql<number>`count(*) filter (where ${users.role} = 'Solicitor')::int`,
      locked: sql<number>`count(*) filter (where ${users.isLocked})::int`,
      awaitingFirstSignIn: sql<number>`count(*) filter (where ${users.passwordHash} is null)::int`,
    })
    .from(users)
    .where(isNull(users.erasedAt));
  return must(row, "the counts' row");
}

export type UserRow = typeof users.$inferSelect;
type UserValues = typeof users.$inferInsert;

/**
 * The administrators who can act: not locked (an erased person's row is locked too). Whom a case
 * without a solicitor is told of, and whether a lock or a role change would leave the firm with none.
 */
export async function findActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isLocked, false)));
  return rows.map((row) => row.id);
}

/** The firm's staff whose account is active, by name: administrators and solicitors. */
export function findActiveStaff(db: Db) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['Admin', 'Solicitor']), eq(users.isLocked, false)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Users whose role is Solicitor and who are not locked: the people a case can be assigned to. */
export async function findActiveSolicitors(db: Db) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Solicitor'), eq(users.isLocked, false)))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1000);
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The users among `ids` who are not locked, with what an e-mail to them needs. */
export async function findUnlockedUsers(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isLocked, false)));
}

/** An active client by id: whom staff may open a case for. */
export async function findActiveClient(db: Db, id: string) {
  const [client] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Client'), eq(users.isLocked, false)));
  return client;
}

/** People (not erased) whose name or e-mail matches the LIKE pattern, for the search box. */
export async function findPeopleMatching(db: Db, pattern: string, limit: number) {
  return db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(
      sql`${users.erasedAt} is null and lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`,
    )
    .orderBy(asc(users.firstName))
    .limit(limit);
}

/** A new user, unless the address is taken (then undefined). */
export async function insertUser(db: Db, values: UserValues): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

/** Sets the given columns of the user's row. */
export async function updateUser(db: Db, id: string, values: Partial<UserValues>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The user's latest security events (on their account, by them or to them), with who did each. */
export async function findSecurityEvents(db: Db, id: string, limit: number) {
  return db
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
    .limit(limit);
}
