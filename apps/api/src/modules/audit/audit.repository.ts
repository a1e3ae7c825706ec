import type { AuditQuerySchema } from '@docket/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** A page of the audit log, newest first, filtered by user, case, action and date, with the total. */
export async function findAuditEvents(db: Db, q: AuditQuery) {
  const filters: SQL[] = [];
  if (q.userId)
    filters.push(
      sql`(${auditEvents.actorUserId} = ${q.userId} or (${auditEvents.targetType} = 'user' and ${auditEvents.targetId} = ${q.userId}))`,
    );
  if (q.caseId) filters.push(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(q.caseId)));
  if (q.action)
    filters.push(sql`${auditEvents.action} like ${`${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.from) filters.push(gte(auditEvents.occurredAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to)
    filters.push(lt(auditEvents.occurredAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ event: auditEvents, first: users.firstName, last: users.lastName })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, totalItems: totals[0]?.n ?? 0 };
}
