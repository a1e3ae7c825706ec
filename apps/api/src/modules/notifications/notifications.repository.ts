import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/** The user's latest notifications, newest first, and how many of all theirs are unread. */
export async function findLatestOf(db: Db, userId: string, limit: number) {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { rows, unread: unread[0]?.n ?? 0 };
}

/** Marks the given notifications of the user read, or all of them. */
export async function markRead(db: Db, userId: string, ids: number[] | undefined, now: Date): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** Read over 90 days ago, or over a year old whether read or not. */
export async function clearOldNotifications(db: Db, now: Date): Promise<{ notifications: number }> {
  const { readKeptMs, keptMs } = HOUSEKEEPING_PERIODS.notifications;
  const deleted = await db
    .delete(notifications)
    .where(
      or(
        lt(notifications.readAt, new Date(now.getTime() - readKeptMs)),
        lt(notifications.createdAt, new Date(now.getTime() - keptMs)),
      ),
    )
    .returning({ id: notifications.id });
  return { notifications: deleted.length };
}
