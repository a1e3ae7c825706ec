import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import { sweepFiles } from './sweep.ts';

/** Uploads staged and never claimed, and files no row names, are swept (decision 041). */
export const stagedUploadsJob = defineJob({
  name: 'staged-uploads',
  everyMs: HOUSEKEEPING_PERIODS.stagedUploads.everyMs,
  retries: { limit: 2, delaySeconds: 300 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => sweepFiles(ctx, ctx.now()),
});
