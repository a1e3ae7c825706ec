import { defineJob } from '../../lib/jobs/job.ts';
import { checkDocument, MAX_ATTEMPTS, stopDocumentChecks } from './document-checks.service.ts';

/**
 * One document's automatic check (decision 039), queued with the document in its transaction. A
 * check is a core's worth of work for a second or more, so one runs at a time on an instance, in
 * the niced check thread; pg-boss holds it for the thread's limit and a margin, so a check whose
 * instance died is taken again after that. A failure is tried again after 30 s, then 60 s; the
 * check's own count of attempts (MAX_ATTEMPTS, a crash counting as one) says when it is given up.
 */
export const documentCheckJob = defineJob<{ checkId: number }>({
  name: 'document-check',
  // Beyond the attempts the check counts itself: a shutdown gives a check back without counting it.
  retries: { limit: MAX_ATTEMPTS + 2, delaySeconds: 30, maxDelaySeconds: 600 },
  // DOCUMENT_CHECK_TIMEOUT_SECONDS' default (120 s) and a margin; a longer limit set by the firm is read by the check.
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: async (ctx, data, run) => {
    await checkDocument(ctx, data.checkId, run.signal);
    return undefined;
  },
  stop: (ctx) => stopDocumentChecks(ctx),
});
