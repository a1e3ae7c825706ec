import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export type JobRow = {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Record<string, unknown>;
  output: Record<string, unknown> | null;
  retryCount: number;
  startAfter: Date;
  singletonKey: string | null;
};

/** The background engine's jobs of one name, oldest first, as pg-boss keeps them (decision 043). */
export async function jobsNamed(db: Db, name: string): Promise<JobRow[]> {
  const result = (await db.execute(sql`
    select id::text as id, state::text as state, data, output, retry_count as "retryCount",
      start_after as "startAfter", singleton_key as "singletonKey"
    from pgboss.job where name = ${name} order by created_on, id`)) as unknown as { rows: JobRow[] };
  return result.rows.map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

/** The next run a schedule waits for: its one job waiting. */
export async function nextRunOf(db: Db, name: string): Promise<Date | undefined> {
  const waiting = (await jobsNamed(db, name)).filter((job) => job.state === 'created');
  const next = waiting.at(-1);
  // The app's time it was asked for (the engine keeps it as dueAt), which tests move.
  return next && (typeof next.data.dueAt === 'string' ? new Date(next.data.dueAt) : next.startAfter);
}

/** Removes every job of the name (a test's leftovers). */
export async function clearJobs(db: Db, name: string): Promise<void> {
  await db.execute(sql`delete from pgboss.job where name = ${name}`);
}

/**
 * A schedule as the old housekeeping row told it: what its last finished run answered (or
 * `{ failed: code }`) and when it is due next.
 */
export async function scheduleOf(
  db: Db,
  name: string,
): Promise<{ lastResult: Record<string, unknown> | null; dueAt: Date | undefined }> {
  const runs = await jobsNamed(db, name);
  const finished = runs.filter((job) => job.state === 'completed' || job.state === 'failed').at(-1);
  return {
    lastResult:
      finished?.state === 'failed' ? { failed: finished.output?.message } : (finished?.output ?? null),
    dueAt: await nextRunOf(db, name),
  };
}
