import type { ActorContext } from '../../lib/context.ts';
import { type AuditQuery, findAuditEvents } from './audit.repository.ts';

/** The audit log, for administrators: a page of every record, filtered by user, case, action and date. */
export async function listAuditEvents(ctx: ActorContext, q: AuditQuery) {
  const { rows, totalItems } = await findAuditEvents(ctx.db, q);
  return {
    items: rows.map(({ event, first, last }) => ({
      id: event.id,
      occurredAt: event.occurredAt.toISOString(),
      action: event.action,
      actorId: event.actorUserId,
      actorName: first ? `${first} ${last}` : null,
      ip: event.actorIp,
      targetType: event.targetType,
      targetId: event.targetId,
      details: event.details,
    })),
    currentPage: q.pageNo,
    totalItems,
    totalPages: Math.ceil(totalItems / q.pageSize),
    pageSize: q.pageSize,
    totalIsExact: true,
  };
}
