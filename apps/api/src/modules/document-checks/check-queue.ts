import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BackgroundQueue } from '../../lib/context.ts';
import { dayOf } from '../../lib/day.ts';
import { createRounds } from '../../lib/rounds.ts';
import { type FileStorage, MissingFileError } from '../../lib/storage/file-storage.ts';
import { type CheckPool, createCheckPool } from './check-pool.ts';
import {
  type ClaimedCheck,
  claimNext,
  loadRulesContext,
  recordFailure,
  releaseClaim,
  storeOutcome,
} from './document-checks.repository.ts';
import { type CheckFailureCode, PERMANENT_FAILURES } from './extract/check-failure.ts';
import { mainLanguage } from './extract/language.ts';
import { englishDataFile, type OcrSetup } from './extract/ocr-languages.ts';

/** Attempts before a check is given up as failed (a crash mid-check counts as one). */
export const MAX_ATTEMPTS = 3;
const FIRST_RETRY_MS = 30_000;
/** Looks for checks due again (retries, and those whose instance died) this often. */
const POLL_MS = 30_000;
/** Beyond the thread's limit, for reading the file, the rules and storing the outcome. */
const LEASE_MARGIN_MS = 4 * 60_000;

export type CheckQueue = BackgroundQueue;

/**
 * The document checks' worker (decision 039), in the API process, shared by every instance through
 * the database like the mail outbox (lib/mail-outbox.ts): each claims one check at a time with SKIP
 * LOCKED and a lease, since a check is a core's worth of work for a second or more, and reads the
 * file in the check thread. A check cut off by a crash is taken again once its lease lapses; one that
 * keeps failing is tried MAX_ATTEMPTS times, then marked failed with a code.
 */
export function createCheckQueue(deps: {
  db: Db;
  /** Where the stored files are: known once the files module is registered. */
  storage: () => FileStorage;
  ocr: OcrSetup;
  /** A check's thread is stopped after this long (DOCUMENT_CHECK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
}): CheckQueue {
  const { db, clock, log } = deps;
  const leaseMs = deps.timeoutMs + LEASE_MARGIN_MS;
  const pool: CheckPool = createCheckPool(deps.ocr, deps.timeoutMs);
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Cuts the check in progress short at shutdown. */
  let cut = new AbortController();

  async function fail(check: ClaimedCheck, code: CheckFailureCode): Promise<void> {
    const permanent = PERMANENT_FAILURES.has(code) || check.attempts >= MAX_ATTEMPTS;
    const retryIn = FIRST_RETRY_MS * 2 ** (check.attempts - 1);
    const retryAt = permanent ? null : new Date(clock().getTime() + retryIn);
    const kept = await recordFailure(db, check, code, retryAt);
    // Codes only: a library's message may quote the document.
    const facts = { checkId: check.id, documentId: check.documentId, attempts: check.attempts, code };
    if (!kept) log.info(facts, 'document check outlasted its lease; left to its new holder');
    else if (retryAt) log.warn({ ...facts, retryInMs: retryIn }, 'document check failed; will try again');
    else log.warn(facts, 'document check could not be run; given up');
  }

  async function runOne(check: ClaimedCheck): Promise<void> {
    if (check.attempts > MAX_ATTEMPTS) {
      // Claimed this often and never recorded: the check ends its instance (memory, a native crash).
      await fail(check, 'interrupted');
      return;
    }
    const began = performance.now();
    let bytes: Uint8Array;
    try {
      bytes = await readAll(await deps.storage().openRead(check.storageKey));
    } catch (error) {
      await fail(check, error instanceof MissingFileError ? 'missing-file' : 'failed');
      return;
    }
    const context = await loadRulesContext(db, check);
    const result = await pool.run(
      bytes,
      check.contentType,
      { ...context, today: dayOf(clock()) },
      cut.signal,
    );
    if (!result.ok) {
      await fail(check, result.code);
      return;
    }
    const { extraction, findings } = result;
    const now = clock();
    const stored = await storeOutcome(db, check, {
      extraction,
      findings,
      language: mainLanguage(extraction.pages),
      checkedAt: now,
    });
    log.info(
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

  async function checkDue(): Promise<void> {
    while (!stopped) {
      const check = await claimNext(db, clock(), leaseMs);
      if (!check) return;
      try {
        await runOne(check);
      } catch (error) {
        if (cut.signal.aborted) {
          // Shutting down: the check is due again at once, for this instance's next start or another's.
          await releaseClaim(db, check, clock()).catch(() => undefined);
          return;
        }
        // The database's message may quote the text being stored: its SQLSTATE only.
        log.error({ checkId: check.id, code: sqlState(error) }, 'document check round failed');
        await fail(check, 'failed').catch(() => undefined);
      }
    }
  }

  const rounds = createRounds({
    work: checkDue,
    stopped: () => stopped,
    onError: (error) => log.error({ code: sqlState(error) }, 'document check round failed'),
  });
  const startRound = rounds.start;

  return {
    wake() {
      // Before start (tests, a server not yet listening) checks wait for runDue or the start.
      if (started) void startRound();
    },
    async runDue() {
      stopped = false;
      await startRound();
    },
    start() {
      // The thread checks again before loading it: a missing model would otherwise end the task's thread.
      if (!existsSync(englishDataFile(deps.ocr)))
        log.error(
          { path: englishDataFile(deps.ocr) },
          'OCR data missing: photos and scans cannot be checked',
        );
      else log.info({ ocr: ['eng', ...deps.ocr.extraLanguages] }, 'document checks running');
      started = true;
      stopped = false;
      cut = new AbortController();
      void startRound();
      clearInterval(timer);
      timer = setInterval(() => void startRound(), POLL_MS);
      timer.unref();
    },
    async stop() {
      started = false;
      stopped = true;
      clearInterval(timer);
      cut.abort();
      await rounds.current();
      await pool.destroy();
      cut = new AbortController();
    },
  };
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

/** A database error's SQLSTATE (drizzle wraps the driver's error as its cause), or 'unknown'. */
function sqlState(error: unknown): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return 'unknown';
}
