import { readFile } from 'node:fs/promises';
import type { DocumentFinding } from '@docket/contract';
import { OCR_LANGUAGE_CODES } from '../../config.ts';
import { createCheckPool } from './check-pool.ts';
import type { Extraction, RulesInput } from './check-types.ts';
import type { CheckFailureCode } from './extract/check-failure.ts';
import { ocrSetup } from './extract/ocr-languages.ts';

export type FileCheck =
  | { ok: true; extraction: Extraction; findings: DocumentFinding[]; ms: number }
  | { ok: false; code: CheckFailureCode; ms: number };

export type FileChecker = {
  /** Reads the file in the check thread and runs the rules over it, as the queue does, without a database. */
  check(path: string, contentType: string, context: Omit<RulesInput, 'extraction'>): Promise<FileCheck>;
  close(): Promise<void>;
};

/**
 * The checks of the queue without the queue (the bench measures accuracy and pages per minute with
 * it): the same thread, time limit, OCR languages and rules.
 */
export function createFileChecker(
  options: { ocrLanguages?: readonly string[]; timeoutMs?: number } = {},
): FileChecker {
  const pool = createCheckPool(
    ocrSetup(options.ocrLanguages ?? OCR_LANGUAGE_CODES),
    options.timeoutMs ?? 60_000,
  );
  return {
    async check(path, contentType, context) {
      const began = performance.now();
      const file = await readFile(path);
      // A buffer of its own, as it is handed over to the thread.
      const bytes = new Uint8Array(file.length);
      bytes.set(file);
      const result = await pool.run(bytes, contentType, context);
      const ms = Math.round(performance.now() - began);
      if (!result.ok) return { ok: false, code: result.code, ms };
      return { ok: true, extraction: result.extraction, findings: result.findings, ms };
    },
    close: () => pool.destroy(),
  };
}

/** One file checked in a thread of its own, started and ended for it. */
export async function checkFile(
  path: string,
  contentType: string,
  context: Omit<RulesInput, 'extraction'>,
): Promise<FileCheck> {
  const checker = createFileChecker();
  try {
    return await checker.check(path, contentType, context);
  } finally {
    await checker.close();
  }
}
