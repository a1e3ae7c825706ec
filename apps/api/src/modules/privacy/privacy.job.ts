import { defineJob } from '../../lib/jobs/job.ts';
import { runPersonErasure } from './person-erasure.service.ts';
import {
  FILE_DELETIONS_EVERY_MS,
  RETENTION_EVERY_MS,
  runFileDeletions,
  runRetention,
} from './retention.service.ts';
import { buildSubjectAccessExport } from './subject-access-export.build.ts';
import { expireSubjectAccessExports } from './subject-access-export.expiry.ts';

const MINUTE_MS = 60_000;
const RETRIES = { limit: 2, delaySeconds: 300 };
/**
 * A request's one job is the only thing that will ever do it (no schedule sweeps its row again):
 * tried for about a day, as an e-mail is, so a database blip or a few restarts do not leave a
 * person's erasure or export waiting for ever.
 */
const REQUEST_RETRIES = { limit: 30, delaySeconds: 60, maxDelaySeconds: 3600 };

/** Closed cases past their retention are erased, one transaction each (decision 041). */
export const retentionJob = defineJob({
  name: 'retention',
  everyMs: RETENTION_EVERY_MS,
  retries: RETRIES,
  // Erasing thousands of cases on a first run takes a while; each case commits on its own.
  holdSeconds: 60 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => runRetention(ctx, ctx.now()),
});

/** The stored files of what was erased are deleted from the storage. */
export const fileDeletionsJob = defineJob({
  name: 'file-deletions',
  everyMs: FILE_DELETIONS_EVERY_MS,
  retries: RETRIES,
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => runFileDeletions(ctx, ctx.now()),
});

/**
 * One erasure on request, queued with it (decision 041). pg-boss gives the job to one run and holds
 * it 10 minutes: a run cut short by a crash is taken again after that, or after a failure's
 * back-off, and finds what the first one committed (runPersonErasure skips an erasure done). A
 * job queued by an earlier Docket's schedule carries no erasure and is let go.
 */
export const personErasuresJob = defineJob<{ erasureId?: number }>({
  name: 'person-erasures',
  retries: REQUEST_RETRIES,
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx, data) =>
    data.erasureId === undefined
      ? Promise.resolve(undefined)
      : runPersonErasure(ctx, data.erasureId, ctx.now()),
});

/**
 * One subject access export, queued with its request. Held 30 minutes (a large one takes a
 * while): a build cut short is built again from the start by the retry, and a build that outlived
 * its hold keeps nothing once the retry's is in (buildSubjectAccessExport).
 */
export const subjectAccessExportsJob = defineJob<{ exportId?: string }>({
  name: 'subject-access-exports',
  retries: REQUEST_RETRIES,
  holdSeconds: 30 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx, data) =>
    data.exportId === undefined
      ? Promise.resolve(undefined)
      : buildSubjectAccessExport(ctx, data.exportId, ctx.now()),
});

/**
 * Exports past their download period are deleted. A schedule, which the engine runs once across
 * instances, so it locks nothing beyond the rows it changes.
 */
export const expiredExportsJob = defineJob({
  name: 'expired-exports',
  everyMs: 60 * MINUTE_MS,
  retries: RETRIES,
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => expireSubjectAccessExports(ctx, ctx.now()),
});
