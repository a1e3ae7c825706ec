import type { Notification } from '@docket/contract';
import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';

type Kind = Notification['kind'];

/** Leaves a notification for each recipient (the actor never notifies themselves). */
export async function notify(
  db: Db,
  recipients: Array<string | null | undefined>,
  notification: { kind: Kind; caseId: number; params: Record<string, string>; actorId: string; now: Date },
): Promise<void> {
  const ids = [...new Set(recipients.filter((id): id is string => !!id && id !== notification.actorId))];
  if (ids.length === 0) return;
  await db.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      kind: notification.kind,
      caseId: notification.caseId,
      params: notification.params,
      createdAt: notification.now,
    })),
  );
}

export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isLocked, false)));
  return rows.map((r) => r.id);
}

export async function listNotifications(db: Db, userId: string) {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(20),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as Kind,
      caseId: row.caseId,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    })),
    unread: unread[0]?.n ?? 0,
  };
}

/** Marks the given notifications of the user read, or all of them. */
export async function markRead(db: Db, userId: string, ids: number[] | undefined, now: Date): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** The `notifications` schedule: read over 90 days ago, or over a year old whether read or not. */
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
