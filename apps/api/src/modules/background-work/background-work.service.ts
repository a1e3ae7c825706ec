import {
  type BackgroundJob,
  type BackgroundJobName,
  type BackgroundWork,
  HOUSEKEEPING_TASKS,
  type HousekeepingTaskName,
} from '@docket/contract';
import type { ServiceContext } from '../../lib/context.ts';
import { type JobFigures, jobFigures } from './background-work.repository.ts';

/**
 * Each background job as administrators see it (GET /api/Admin/BackgroundWork): what waits, runs
 * and failed, with the last error, its next run, and at the pace of the last hour how long what
 * waits will take.
 */
export async function backgroundWork(ctx: ServiceContext): Promise<BackgroundWork> {
  const now = ctx.now();
  const { definitions } = ctx.services.jobs;
  const figures = new Map(
    (
      await jobFigures(
        ctx.db,
        definitions.map((definition) => definition.name),
        now,
      )
    ).map((row) => [row.name, row]),
  );
  const jobs = definitions.map((definition): BackgroundJob => {
    const row = figures.get(definition.name) ?? emptyFigures(definition.name);
    return {
      name: definition.name,
      kind: definition.everyMs ? 'schedule' : 'queue',
      everySeconds: definition.everyMs ? Math.round(definition.everyMs / 1000) : null,
      queued: row.queued,
      later: row.later,
      running: row.running,
      failed: row.failed,
      doneLastHour: row.doneLastHour,
      oldestQueuedAt: row.oldestQueuedAt?.toISOString() ?? null,
      drainMinutes:
        row.queued > 0 && row.doneLastHour > 0
          ? Math.round((row.queued / row.doneLastHour) * 60 * 10) / 10
          : null,
      nextRunAt: row.nextRunAt?.toISOString() ?? null,
      lastFinishedAt: row.lastFinishedAt?.toISOString() ?? null,
      lastError:
        row.lastErrorMessage && row.lastErrorAt
          ? { message: row.lastErrorMessage, at: row.lastErrorAt.toISOString() }
          : null,
    };
  });
  return { jobs, readAt: now.toISOString() };
}

/**
 * The housekeeping schedules as the privacy overview shows them (its `schedule`): when each runs
 * next, when it last finished and what it did, read from the engine. Other modules read this
 * module's data through this function.
 */
export async function housekeepingSchedule(ctx: ServiceContext): Promise<
  Array<{
    name: HousekeepingTaskName;
    dueAt: string;
    lastFinishedAt: string | null;
    lastResult: Record<string, unknown> | null;
  }>
> {
  const now = ctx.now();
  // Schedules only: an erasure's or an export's job is one request's, with no next run to show.
  const names = HOUSEKEEPING_TASKS.filter((name) =>
    ctx.services.jobs.definitions.some((definition) => definition.name === name && definition.everyMs),
  );
  const rows = await jobFigures(ctx.db, names, now);
  return (
    rows
      // A schedule the engine has not yet started has nothing to show.
      .filter((row) => row.nextRunAt !== null || row.lastFinishedAt !== null)
      .map((row) => ({
        name: row.name as HousekeepingTaskName,
        dueAt: (row.nextRunAt ?? now).toISOString(),
        lastFinishedAt: row.lastFinishedAt?.toISOString() ?? null,
        lastResult:
          row.lastState === 'failed'
            ? { failed: String(row.lastOutput?.message ?? 'failed') }
            : (row.lastOutput ?? null),
      }))
      .sort((a, b) => a.name.localeCompare(b.name))
  );
}

function emptyFigures(name: BackgroundJobName): JobFigures {
  return {
    name,
    queued: 0,
    later: 0,
    running: 0,
    failed: 0,
    doneLastHour: 0,
    oldestQueuedAt: null,
    nextRunAt: null,
    lastFinishedAt: null,
    lastErrorMessage: null,
    lastErrorAt: null,
    lastOutput: null,
    lastState: null,
  };
}
