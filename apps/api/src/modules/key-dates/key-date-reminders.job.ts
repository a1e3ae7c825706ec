import { defineJob } from '../../lib/jobs/job.ts';
import { remindKeyDates } from './key-date-reminders.service.ts';

/** Key dates are looked at this often: a reminder goes out within a quarter of an hour of its moment. */
const KEY_DATE_REMINDERS_MS = 15 * 60_000;

/** Open key dates past their day become missed; every reminder whose moment has come goes out, once. */
export const keyDateRemindersJob = defineJob({
  name: 'key-date-reminders',
  everyMs: KEY_DATE_REMINDERS_MS,
  retries: { limit: 2, delaySeconds: 60 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => remindKeyDates(ctx, ctx.now()),
});
