import { Piscina } from 'piscina';
import type { CheckTask, CheckTaskResult } from './check-thread.ts';
import type { RulesInput } from './check-types.ts';
import type { CheckFailureCode } from './extract/check-failure.ts';
import type { OcrSetup } from './extract/ocr-languages.ts';

/** A thread's first task loads the OCR engine (~0.5 s); one left idle this long gives its memory back. */
const IDLE_THREAD_MS = 5 * 60_000;

export type CheckPool = {
  /** Reads one file in the thread and runs the rules over it; a failure is a code, never a message. */
  run(
    bytes: Uint8Array,
    contentType: string,
    rules: Omit<RulesInput, 'extraction'>,
    signal?: AbortSignal,
  ): Promise<CheckTaskResult>;
  destroy(): Promise<void>;
};

/**
 * One thread, niced: on a 2-core machine a second OCR thread adds ~165 MB and no throughput, and
 * the API's requests keep priority over checks. A task that outlasts `timeoutMs` has its thread
 * terminated (piscina starts another), whatever the OCR engine was doing.
 */
export function createCheckPool(setup: OcrSetup, timeoutMs: number): CheckPool {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      filename: new URL('./check-thread.ts', import.meta.url).href,
      workerData: setup,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_THREAD_MS,
      niceIncrement: 10,
    });
    return pool;
  };
  async function destroy(): Promise<void> {
    const closing = pool;
    pool = undefined;
    await closing?.destroy();
  }
  return {
    async run(bytes, contentType, rules, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const task: CheckTask = { bytes, contentType, rules };
      try {
        return (await started().run(task, {
          // Handed over, not copied: a scan can be 25 MB.
          transferList: [bytes.buffer as ArrayBuffer],
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })) as CheckTaskResult;
      } catch {
        // The thread goes with whatever the engine left running in it (tesseract.js's own worker,
        // whose late messages would throw); the next task starts a fresh one.
        await destroy();
        if (signal?.aborted) throw signal.reason;
        const code: CheckFailureCode = timeout.aborted ? 'timeout' : 'failed';
        return { ok: false, code };
      }
    },
    destroy,
  };
}
