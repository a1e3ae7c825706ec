import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { AppServices, ServiceContext } from '../../lib/context.ts';
import { dayOf } from '../../lib/day.ts';
import { MissingFileError } from '../../lib/storage/file-storage.ts';
import { type CheckPool, createCheckPool } from './check-pool.ts';
import {
  type ClaimedCheck,
  insertQueuedCheck,
  loadRulesContext,
  recordFailure,
  releaseClaim,
  startCheck,
  storeOutcome,
} from './document-checks.repository.ts';
import { type CheckFailureCode, PERMANENT_FAILURES } from './extract/check-failure.ts';
import { mainLanguage } from './extract/language.ts';
import { englishDataFile, ocrSetup } from './extract/ocr-languages.ts';

/** Attempts before a check is given up as failed (a crash mid-check counts as one). */
export const MAX_ATTEMPTS = 3;
/** Beyond the thread's limit, for reading the file, the rules and storing the outcome. */
const HOLD_MARGIN_MS = 4 * 60_000;

/**
 * Queues the automatic check of a case document (decision 039) in the transaction that stores it,
 * with its `document-check` job, so no document is left unchecked. An exact copy of another
 * document of the case is said at once, in the check's findings.
 */
export async function queueDocumentCheck(
  ctx: Pick<ServiceContext, 'db' | 'afterCommit' | 'services'>,
  document: { id: number; caseId: number; storedFileId: string },
  now: Date,
): Promise<void> {
  const checkId = await insertQueuedCheck(ctx.db, document, now);
  await ctx.services.jobs.send(ctx, 'document-check', { checkId });
}

/** A failed attempt the engine tries again after its back-off (document-check.job.ts). */
export class CheckRetry extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** Each app's check thread (one, niced: check-pool.ts), made at its first check. */
const pools = new WeakMap<AppServices, CheckPool>();

function poolOf(ctx: ServiceContext): CheckPool {
  let pool = pools.get(ctx.services);
  if (!pool) {
    const { ocrLanguages, timeoutMs } = ctx.services.config.documentChecks;
    const setup = ocrSetup(ocrLanguages);
    // The thread checks again before loading it: a missing model would otherwise end the task's thread.
    if (!existsSync(englishDataFile(setup)))
      ctx.log.error({ path: englishDataFile(setup) }, 'OCR data missing: photos and scans cannot be checked');
    pool = createCheckPool(setup, timeoutMs);
    pools.set(ctx.services, pool);
  }
  return pool;
}

/** Ends the app's check thread (the engine's stop). */
export async function stopDocumentChecks(ctx: ServiceContext): Promise<void> {
  const pool = pools.get(ctx.services);
  pools.delete(ctx.services);
  await pool?.destroy();
}

/**
 * Runs one check (the `document-check` job): reads the file, runs the rules in the check thread and
 * stores the outcome. A failure worth trying again is thrown (the engine retries it with back-off);
 * one that is not, or the last attempt's, ends the check as failed with its code. A check cut short
 * by a shutdown is given back untouched and thrown, to be taken again.
 */
export async function checkDocument(
  ctx: ServiceContext,
  checkId: number,
  signal: AbortSignal,
): Promise<void> {
  const holdMs = ctx.services.config.documentChecks.timeoutMs + HOLD_MARGIN_MS;
  const check = await startCheck(ctx.db, checkId, ctx.now(), holdMs);
  if (!check) return;
  if (check.attempts > MAX_ATTEMPTS) {
    // Started this often and never recorded: the check ends its instance (memory, a native crash).
    return fail(ctx, check, 'interrupted');
  }
  const began = performance.now();
  let bytes: Uint8Array;
  try {
    bytes = await readAll(await ctx.services.files.storage.openRead(check.storageKey));
  } catch (error) {
    return fail(ctx, check, error instanceof MissingFileError ? 'missing-file' : 'failed');
  }
  const context = await loadRulesContext(ctx.db, check);
  let result: Awaited<ReturnType<CheckPool['run']>>;
  try {
    result = await poolOf(ctx).run(bytes, check.contentType, { ...context, today: dayOf(ctx.now()) }, signal);
  } catch (error) {
    if (signal.aborted) {
      // Shutting down: due again at once, for this instance's next start or another's.
      await releaseClaim(ctx.db, check, ctx.now()).catch(() => undefined);
      throw new CheckRetry('interrupted');
    }
    throw error;
  }
  if (!result.ok) return fail(ctx, check, result.code);
  const { extraction, findings } = result;
  const stored = await storeOutcome(ctx.db, check, {
    extraction,
    findings,
    language: mainLanguage(extraction.pages),
    checkedAt: ctx.now(),
  });
  ctx.log.info(
    {
      checkId: check.id,
      documentId: check.documentId,
      pages: extraction.pageCount,
      confidence: extraction.confidence,
      findings: findings.map((finding) => finding.code),
      ms: Math.round(performance.now() - began),
      ...(stored ? {} : { late: true }),
    },
    'document checked',
  );
}

async function fail(ctx: ServiceContext, check: ClaimedCheck, code: CheckFailureCode): Promise<void> {
  const permanent = PERMANENT_FAILURES.has(code) || check.attempts >= MAX_ATTEMPTS;
  const kept = await recordFailure(ctx.db, check, code, permanent ? null : ctx.now());
  // Codes only: a library's message may quote the document.
  const facts = { checkId: check.id, documentId: check.documentId, attempts: check.attempts, code };
  if (!kept) ctx.log.info(facts, 'document check outlasted its hold; left to its new holder');
  else if (permanent) ctx.log.warn(facts, 'document check could not be run; given up');
  else {
    ctx.log.warn(facts, 'document check failed; will try again');
    throw new CheckRetry(code);
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  // A buffer of its own (not a slice of Node's shared pool), as it is handed to the thread.
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
