import type { PrivacyOverviewSchema } from '@docket/contract';
import type { z } from 'zod';
import type { ActorContext } from '../../lib/context.ts';
import { housekeepingSchedule } from '../background-work/background-work.service.ts';
import { findHeldCases, findRecentTombstones, findRetentionDue } from './retention.repository.ts';

type PrivacyOverview = z.infer<typeof PrivacyOverviewSchema>;

const DUE_LIMIT = 200;
const ERASURES_LIMIT = 50;
const DAY_MS = 24 * 60 * 60_000;

/**
 * What an administrator needs to see of retention: what the schedule erases within `days` (and
 * anything already past, which the next run takes), the cases under hold, the latest erasures and
 * the housekeeping schedule.
 */
export async function privacyOverview(ctx: ActorContext, days: number): Promise<PrivacyOverview> {
  const until = new Date(ctx.now().getTime() + days * DAY_MS);
  const [due, held, erasures, schedule] = [
    await findRetentionDue(ctx.db, until, DUE_LIMIT),
    await findHeldCases(ctx.db),
    await findRecentTombstones(ctx.db, ERASURES_LIMIT),
    await housekeepingSchedule(ctx),
  ];
  return {
    days,
    dueSoon: due.map((row) => ({
      caseId: row.caseId,
      caseTypeName: row.caseTypeName,
      clientName: row.clientName,
      status: row.status,
      closedAt: (row.closedAt ?? row.eraseAfter).toISOString(),
      retentionMonths: row.retentionMonths,
      eraseAfter: row.eraseAfter.toISOString(),
    })),
    held: held.map((row) => ({
      caseId: row.caseId,
      caseTypeName: row.caseTypeName,
      clientName: row.clientName,
      status: row.status,
      reason: row.reason ?? '',
      heldByName: row.heldByName ?? '',
      heldAt: (row.heldAt ?? ctx.now()).toISOString(),
    })),
    recentErasures: erasures.map(({ tombstone, erasedByName }) => ({
      id: tombstone.id,
      subjectType: tombstone.subjectType,
      subjectId: tombstone.subjectId,
      rule: tombstone.rule,
      details: tombstone.details,
      erasedAt: tombstone.erasedAt.toISOString(),
      // A person erased since keeps a blank name: say nobody rather than ''.
      erasedByName: erasedByName || null,
    })),
    schedule,
  };
}
