import { z } from 'zod';

/**
 * The background engine (decision 043): every piece of work the API does outside a request is a
 * job of one of these names, defined once, queued in the transaction of the change that causes
 * it, run once across instances, and shown to administrators on the Background work screen.
 */
/**
 * The privacy overview's background work: the schedules among these are listed with their last and
 * next run (the erasures' and exports' jobs are one per request, shown on the Background work screen).
 */
export const HOUSEKEEPING_TASKS = [
  'retention',
  'person-erasures',
  'subject-access-exports',
  'file-deletions',
  'expired-exports',
  'staged-uploads',
  'expired-links',
  'expired-sessions',
  'notifications',
  'sent-emails',
] as const;

export const BACKGROUND_JOBS = [
  /** Queues: one job per piece of work. */
  'send-email',
  'document-check',
  'case-reminders',
  /** On the firm's schedule. */
  'reminder-round',
  /** Key dates' reminders and the dates missed (decision 046). */
  'key-date-reminders',
  ...HOUSEKEEPING_TASKS,
] as const;
export type BackgroundJobName = (typeof BACKGROUND_JOBS)[number];

export const BackgroundJobErrorSchema = z.object({
  /** What the handler threw, without personal data (an error code or a message the code wrote). */
  message: z.string(),
  at: z.string(),
});

export const BackgroundJobSchema = z.object({
  name: z.enum(BACKGROUND_JOBS),
  /** A queue takes jobs as changes cause them; a schedule runs every `everySeconds`. */
  kind: z.enum(['queue', 'schedule']),
  everySeconds: z.number().int().nullable(),
  /** Waiting to run now (a backlog), and waiting for a later start (retries after back-off, spread work). */
  queued: z.number().int(),
  later: z.number().int(),
  running: z.number().int(),
  /** Failed after its last retry, within the last 7 days. */
  failed: z.number().int(),
  /** Finished within the last hour: how fast the backlog drains. */
  doneLastHour: z.number().int(),
  /** When the oldest job waiting now was queued: how long the backlog has waited. */
  oldestQueuedAt: z.string().nullable(),
  /** At the pace of the last hour, minutes until what is queued now is done; null when nothing waits or nothing ran. */
  drainMinutes: z.number().nullable(),
  nextRunAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastError: BackgroundJobErrorSchema.nullable(),
});

export const BackgroundWorkSchema = z.object({
  jobs: z.array(BackgroundJobSchema),
  /** When these figures were read (ISO date-time). */
  readAt: z.string(),
});

export type BackgroundJob = z.infer<typeof BackgroundJobSchema>;
export type BackgroundWork = z.infer<typeof BackgroundWorkSchema>;
