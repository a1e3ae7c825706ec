import type { ListQuery, Paged, UserListItem, UserStats } from '@docket/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
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

export async function countUnlockedAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isLocked, false)));
  return row?.n ?? 0;
}
