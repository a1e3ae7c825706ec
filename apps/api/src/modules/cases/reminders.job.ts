import { defineJob } from '../../lib/jobs/job.ts';
import { queueReminderRound, remindCase } from './reminders.service.ts';

/** The round looks for cases due a reminder this often (decision 025). */
const REMINDER_ROUND_MS = 15 * 60_000;

/** Finds the cases due a reminder and queues one case-reminders job for each, spread out. */
export const reminderRoundJob = defineJob({
  name: 'reminder-round',
  everyMs: REMINDER_ROUND_MS,
  retries: { limit: 2, delaySeconds: 60 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: async (ctx) => ({ queued: await queueReminderRound(ctx) }),
});

/** One case's reminder: decided, recorded and its e-mail queued in one transaction. */
export const caseRemindersJob = defineJob<{ caseId: number }>({
  name: 'case-reminders',
  retries: { limit: 3, delaySeconds: 60, maxDelaySeconds: 3600 },
  holdSeconds: 5 * 60,
  batchSize: 20,
  pauseMs: 500,
  run: async (ctx, data) => ((await remindCase(ctx, data.caseId)) ? { reminded: 1 } : { reminded: 0 }),
});
