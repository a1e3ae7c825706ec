import type { BackgroundJobName } from '@docket/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What pg-boss's job table (schema pgboss, decision 043) says of one job name. */
export type JobFigures = {
  name: string;
  queued: number;
  later: number;
  running: number;
  failed: number;
  doneLastHour: number;
  oldestQueuedAt: Date | null;
  nextRunAt: Date | null;
  lastFinishedAt: Date | null;
  lastErrorMessage: string | null;
  lastErrorAt: Date | null;
  /** What the last run that finished answered (a schedule's counts), or its failure. */
  lastOutput: Record<string, unknown> | null;
  lastState: string | null;
};

type Row = Omit<JobFigures, 'oldestQueuedAt' | 'nextRunAt' | 'lastFinishedAt' | 'lastErrorAt'> & {
  oldestQueuedAt: string | Date | null;
  nextRunAt: string | Date | null;
  lastFinishedAt: string | Date | null;
  lastErrorAt: string | Date | null;
};

const at = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Each job's counts in one statement over the engine's job table: a job is queued when its start
 * has come, later when it has not; `now` (the app's clock) dates the last hour and week. A later
 * start is the app's time the job was asked for (its data's dueAt) where it has one.
 */
export async function jobFigures(
  db: Db,
  names: readonly BackgroundJobName[],
  now: Date,
): Promise<JobFigures[]> {
  const result = (await db.execute(sql`
    with names as (select unnest(${sql.param([...names])}::text[]) as name),
    jobs as (select * from pgboss.job where name = any(${sql.param([...names])}::text[]))
    select n.name,
      (select count(*) from jobs j where j.name = n.name and j.state in ('created', 'retry') and j.start_after <= now())::int as "queued",
      (select count(*) from jobs j where j.name = n.name and j.state in ('created', 'retry') and j.start_after > now())::int as "later",
      (select count(*) from jobs j where j.name = n.name and j.state = 'active')::int as "running",
      (select count(*) from jobs j where j.name = n.name and j.state = 'failed'
        and j.completed_on > ${now}::timestamptz - interval '7 days')::int as "failed",
      (select count(*) from jobs j where j.name = n.name and j.state = 'completed'
        and j.completed_on > ${now}::timestamptz - interval '1 hour')::int as "doneLastHour",
      (select min(j.created_on) from jobs j where j.name = n.name and j.state in ('created', 'retry') and j.start_after <= now()) as "oldestQueuedAt",
      (select min(coalesce((j.data->>'dueAt')::timestamptz, j.start_after)) from jobs j
        where j.name = n.name and j.state in ('created', 'retry')) as "nextRunAt",
      (select max(j.completed_on) from jobs j where j.name = n.name and j.state in ('completed', 'failed')) as "lastFinishedAt",
      e.message as "lastErrorMessage", e.at as "lastErrorAt",
      l.output as "lastOutput", l.state::text as "lastState"
    from names n
    left join lateral (
      select j.output->>'message' as message, coalesce(j.completed_on, j.started_on, j.created_on) as at
      from jobs j where j.name = n.name and j.state in ('failed', 'retry') and j.output ? 'message'
      order by coalesce(j.completed_on, j.started_on, j.created_on) desc limit 1) e on true
    left join lateral (
      select j.output, j.state from jobs j where j.name = n.name and j.state in ('completed', 'failed')
      order by j.completed_on desc limit 1) l on true`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    ...row,
    oldestQueuedAt: at(row.oldestQueuedAt),
    nextRunAt: at(row.nextRunAt),
    lastFinishedAt: at(row.lastFinishedAt),
    lastErrorAt: at(row.lastErrorAt),
  }));
}
