import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import { clearOldNotifications } from './notifications.service.ts';

/** Notifications past their period are deleted (decision 041). */
export const notificationsJob = defineJob({
  name: 'notifications',
  everyMs: HOUSEKEEPING_PERIODS.notifications.everyMs,
  retries: { limit: 2, delaySeconds: 300 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => clearOldNotifications(ctx, ctx.now()),
});
