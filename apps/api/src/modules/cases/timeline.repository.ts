import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

/** The audit events recorded against a case, newest first, with who did each. */
export async function findCaseEvents(db: Db, caseId: number, limit: number) {
  return db
    .select({ event: auditEvents, actor: users })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(caseId))))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
}
