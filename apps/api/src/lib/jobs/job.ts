import type { BackgroundJobName } from '@docket/contract';
import type { ServiceContext } from '../context.ts';

/** What a handler is told of the run it is in. */
export type JobRun = { id: string; retryCount: number; signal: AbortSignal };

/**
 * One piece of background work, defined once in a `*.job.ts` file next to the module that owns it
 * (CONTRIBUTING.md, "Adding background work"; decision 043). A queue takes one job per piece of
 * work, sent in the transaction of the change that causes it (`ctx.services.jobs.send`); a
 * schedule runs every `everyMs`, once across instances.
 */
export type JobDefinition<T extends object = object> = {
  name: BackgroundJobName;
  /** A schedule's period: the next run is due this long after a run ends. Absent for a queue. */
  everyMs?: number;
  /** Tries after the first before the job is shown as failed, and the first wait (doubling each time). */
  retries: { limit: number; delaySeconds: number; maxDelaySeconds?: number };
  /** How long a run may hold the job: past it, an instance that died is presumed dead and the job is tried again. */
  holdSeconds: number;
  /** Jobs taken at once, and the least time between two batches: the pace the work yields at. */
  batchSize: number;
  pauseMs: number;
  /** Runs of this job in progress at once on one instance (1 unless said). */
  concurrency?: number;
  /** pg-boss's queue policy: 'stately' for a schedule (one run waiting, one running), 'standard' for a queue unless said. */
  policy?: 'standard' | 'stately';
  /** Lets go of what the job holds for the app (a thread) when the engine stops. */
  stop?(ctx: ServiceContext): Promise<void>;
  /** Does the work; throwing fails the attempt (retried with back-off). A schedule answers counts of what it did. */
  run(ctx: ServiceContext, data: T, run: JobRun): Promise<Record<string, number> | undefined>;
};

/** Names a job definition with its data's type checked where it is written. */
export function defineJob<T extends object = object>(definition: JobDefinition<T>): JobDefinition<T> {
  if (definition.everyMs !== undefined && !(definition.everyMs > 0))
    throw new Error(`job ${definition.name} needs a period`);
  return definition;
}

/** What a failure may say where administrators and the log see it: a code, never a message that may quote data. */
export function failureCode(error: unknown): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Za-z0-9_. -]{1,40}$/.test(code)) return code;
  }
  return 'failed';
}
