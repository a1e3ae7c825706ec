import { auditEvents } from '../db/schema/index.ts';
import type { ServiceContext } from './context.ts';

export type AuditTarget = { type: string; id: string | number } | null;

/**
 * Appends one audit record: who (actor), what (action), on what (target), when and from where.
 * Pass the transaction as `ctx.db` so the record commits or rolls back with the change it describes.
 */
export async function recordAudit(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'ip' | 'requestId' | 'now'>,
  action: string,
  target: AuditTarget,
  details: Record<string, unknown> = {},
  actorUserId: string | null = ctx.actor?.userId ?? null,
): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    occurredAt: ctx.now(),
    actorUserId,
    actorIp: ctx.ip,
    requestId: ctx.requestId,
    action,
    targetType: target?.type ?? null,
    targetId: target === null ? null : String(target.id),
    details,
  });
}
