import type { TimelineEntry } from '@docket/contract';
import type { ActorContext } from '../../lib/context.ts';
import { requireVisibleCase } from './case-access.service.ts';
import { findCaseEvents } from './timeline.repository.ts';

/** Everything recorded against a case, newest first. Clients do not see internal note events. */
export async function caseTimeline(ctx: ActorContext, caseId: number): Promise<TimelineEntry[]> {
  await requireVisibleCase(ctx, caseId);
  const rows = await findCaseEvents(ctx.db, caseId, 500);
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
