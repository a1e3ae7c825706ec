/**
 * Why a check could not be run, as a code only (document_checks.last_error): never a library's
 * message, which may quote what it read.
 */
export const CHECK_FAILURE_CODES = [
  /** The file's type has no reader (an old binary .doc). */
  'unsupported',
  /** The bytes do not open as the type they were stored as, or the image is too large to decode. */
  'corrupt',
  /** The English OCR data is not where it should be (installation). */
  'ocr-data-missing',
  /** The thread took longer than its limit and was stopped. */
  'timeout',
  /** The stored bytes are gone. */
  'missing-file',
  /** Its instance stopped part way through every attempt (a crash, or the memory it took). */
  'interrupted',
  /** Anything else: the thread failed or the storage could not be read. */
  'failed',
] as const;
export type CheckFailureCode = (typeof CHECK_FAILURE_CODES)[number];

/** Failures that will fail the same way however often they are tried. */
export const PERMANENT_FAILURES: ReadonlySet<CheckFailureCode> = new Set([
  'unsupported',
  'corrupt',
  'missing-file',
]);

export class CheckFailure extends Error {
  override name = 'CheckFailure';
  readonly code: CheckFailureCode;
  constructor(code: CheckFailureCode) {
    super(`document check failed: ${code}`);
    this.code = code;
  }
}
