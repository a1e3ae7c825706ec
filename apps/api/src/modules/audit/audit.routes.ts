import { ENDPOINTS } from '@docket/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, users } from '../../db/schema/index.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

/** The audit log, for administrators: every record, filtered by user, case, action and date. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.auditEvents, async (request) => {
    const q = request.query;
    const filters: SQL[] = [];
    if (q.userId)
      filters.push(
        sql`(${auditEvents.actorUserId} = ${q.userId} or (${auditEvents.targetType} = 'user' and ${auditEvents.targetId} = ${q.userId}))`,
      );
    if (q.caseId)
      filters.push(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(q.caseId)));
    if (q.action)
      filters.push(sql`${auditEvents.action} like ${`${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (q.from) filters.push(gte(auditEvents.occurredAt, new Date(`${q.from}T00:00:00Z`)));
    if (q.to)
      filters.push(
        lt(auditEvents.occurredAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)),
      );
    const where = filters.length ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      app.db
        .select({ event: auditEvents, first: users.firstName, last: users.lastName })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(where)
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      app.db.select({ n: count() }).from(auditEvents).where(where),
    ]);
    const totalItems = totals[0]?.n ?? 0;
    return ok({
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
    });
  });
}
