import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import { clearExpiredLinks } from './passwords.service.ts';
import { clearExpiredSessions } from './sessions.service.ts';

const { expiredLinks, expiredSessions } = HOUSEKEEPING_PERIODS;
const SCHEDULE = { retries: { limit: 2, delaySeconds: 300 }, holdSeconds: 10 * 60, batchSize: 1, pauseMs: 0 };

/** One-time links past their life are deleted (decision 041). */
export const expiredLinksJob = defineJob({
  name: 'expired-links',
  everyMs: expiredLinks.everyMs,
  ...SCHEDULE,
  run: (ctx) => clearExpiredLinks(ctx, ctx.now()),
});

/** Sessions ended or expired are deleted (decision 041). */
export const expiredSessionsJob = defineJob({
  name: 'expired-sessions',
  everyMs: expiredSessions.everyMs,
  ...SCHEDULE,
  run: (ctx) => clearExpiredSessions(ctx, ctx.now()),
});
