import type { TimelineEntry } from '@docket/contract';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { ActorContext } from '../../lib/context.ts';
import { requireVisibleCase } from './case-detail.service.ts';

/** Everything recorded against a case, newest first. Clients do not see internal note events. */
export async function caseTimeline(ctx: ActorContext, caseId: number): Promise<TimelineEntry[]> {
  await requireVisibleCase(ctx, caseId);
  const rows = await ctx.db
    .select({ event: auditEvents, actor: users })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(caseId))))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(500);
  const isClient = ctx.actor.role === 'Client';
  return rows
    .filter(
      ({ event }) => !(isClient && event.action === 'case.note_added' && event.details.shared === false),
    )
    .map(({ event, actor }) => ({
      id: event.id,
      action: event.action,
      actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
      occurredAt: event.occurredAt.toISOString(),
      details: isClient ? {} : event.details,
    }));
}
