/**
 * The check thread (piscina): reads one file per task, so OCR's second or more of CPU never holds
 * the API's event loop, and a failure of the OCR engine ends a task, not the process.
 */
import { isMainThread, workerData } from 'node:worker_threads';
import type { DocumentFinding } from '@docket/contract';
import sharp from 'sharp';
import type { Extraction, RulesInput } from './check-types.ts';
import { CheckFailure, type CheckFailureCode } from './extract/check-failure.ts';
import { extractFile } from './extract/extract-file.ts';
import { OcrEngines } from './extract/ocr.ts';
import type { OcrSetup } from './extract/ocr-languages.ts';
import { runRules } from './rules/index.ts';
import { idleLibvipsThreads, idleThisThread } from './thread-priority.ts';

export type CheckTask = {
  bytes: Uint8Array;
  contentType: string;
  /** What the rules look at besides the text: they run here too, off the API's event loop. */
  rules: Omit<RulesInput, 'extraction'>;
};

export type CheckTaskResult =
  | { ok: true; extraction: Extraction; findings: DocumentFinding[] }
  | { ok: false; code: CheckFailureCode };

if (isMainThread) throw new Error('check-thread.ts runs in a worker thread only');

// libvips would take every core for a decode; one leaves the other to the API.
sharp.concurrency(1);
// Before the OCR engine starts its own thread, which inherits the policy.
idleThisThread();
const engines = new OcrEngines(workerData as OcrSetup);

export default async function check(task: CheckTask): Promise<CheckTaskResult> {
  try {
    const extraction = await extractFile(engines, task.bytes, task.contentType);
    idleLibvipsThreads();
    return { ok: true, extraction, findings: runRules({ ...task.rules, extraction }) };
  } catch (error) {
    if (error instanceof CheckFailure) return { ok: false, code: error.code };
    // The pool ends this thread, and the engine with it (check-pool.ts).
    throw error;
  }
}
