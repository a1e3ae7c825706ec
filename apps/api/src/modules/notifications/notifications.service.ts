import type { Notification } from '@docket/contract';
import type { ActorContext, ServiceContext } from '../../lib/context.ts';
import {
  clearOldNotifications as deleteOldNotifications,
  findLatestOf,
  insertNotifications,
  markRead as markReadRows,
} from './notifications.repository.ts';

type Kind = Notification['kind'];

/**
 * Leaves a notification for each recipient, in the caller's transaction (ctx.db); the actor never
 * notifies themselves.
 */
export async function notify(
  ctx: ServiceContext,
  recipients: Array<string | null | undefined>,
  notification: { kind: Kind; caseId: number; params: Record<string, string> },
): Promise<void> {
  const actorId = ctx.actor?.userId;
  const ids = [...new Set(recipients.filter((id): id is string => !!id && id !== actorId))];
  const createdAt = ctx.now();
  await insertNotifications(
    ctx.db,
    ids.map((userId) => ({ userId, ...notification, createdAt })),
  );
}

/** The caller's latest twenty notifications and how many are unread. */
export async function listNotifications(ctx: ActorContext) {
  const { rows, unread } = await findLatestOf(ctx.db, ctx.actor.userId, 20);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as Kind,
      caseId: row.caseId,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    })),
    unread,
  };
}

/** Marks the given notifications of the caller read, or all of them. */
export async function markRead(ctx: ActorContext, ids: number[] | undefined): Promise<void> {
  await markReadRows(ctx.db, ctx.actor.userId, ids, ctx.now());
}

/** The `notifications` schedule (notifications.repository.ts says what goes). */
export function clearOldNotifications(ctx: ServiceContext, now: Date) {
  return deleteOldNotifications(ctx.db, now);
}
