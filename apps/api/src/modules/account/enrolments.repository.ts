import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** When two-step verification was last turned on for the user, and from which session (its audit record). */
export async function findLatestEnrolment(db: Db, userId: string) {
  const [enabled] = await db
    .select({ occurredAt: auditEvents.occurredAt, details: auditEvents.details })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'account.mfa_enabled'),
        eq(auditEvents.targetType, 'user'),
        eq(auditEvents.targetId, userId),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt))
    .limit(1);
  return enabled;
}
