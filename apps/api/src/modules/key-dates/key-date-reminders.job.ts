import { defineJob } from '../../lib/jobs/job.ts';
import { remindEvents } from './event-reminders.service.ts';
import { remindKeyDates } from './key-date-reminders.service.ts';

/** Key dates are looked at this often: a reminder goes out within a quarter of an hour of its moment. */
const KEY_DATE_REMINDERS_MS = 15 * 60_000;

/**
 * Open key dates past their day become missed; every reminder whose moment has come goes out, once:
 * of key dates, then of the appointments marked for a client (one engine, one schedule).
 */
export const keyDateRemindersJob = defineJob({
  name: 'key-date-reminders',
  everyMs: KEY_DATE_REMINDERS_MS,
  retries: { limit: 2, delaySeconds: 60 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: async (ctx) => ({
    ...(await remindKeyDates(ctx, ctx.now())),
    ...(await remindEvents(ctx, ctx.now())),
  }),
});
