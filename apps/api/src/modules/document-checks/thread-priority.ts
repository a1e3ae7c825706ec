import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The API's requests come before the checks (decision 039). piscina's `niceIncrement` gives the
 * check thread nice 10, which is not enough on Linux: a nice value belongs to one thread, so the
 * libvips threads that sharp starts from libuv's pool run at the API's own priority, and a niced
 * thread still keeps its core to the end of its time slice when a request wakes up. A thread under
 * SCHED_IDLE runs only on a core nothing else wants and gives it up at once, which took the p99
 * of GetCaseById while photos are checked from 14–20 ms to 11–12 ms in `npm run bench:checks`.
 * Node has no call for a thread's policy, so util-linux's `chrt` sets it; where there is none (not
 * Linux), the nice value is all there is. Threads a demoted thread starts (tesseract.js's own
 * worker) inherit the policy.
 */
const demoted = new Set<string>();

function schedIdle(threadId: string): void {
  if (demoted.has(threadId)) return;
  demoted.add(threadId);
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 2000 });
  } catch {
    // No chrt, or not allowed: the thread keeps piscina's nice value.
  }
}

/** Puts the calling thread under SCHED_IDLE; call it before the thread starts threads of its own. */
export function idleThisThread(): void {
  let self: string;
  try {
    // "<pid>/task/<tid>": the only way to learn a thread's own id from JavaScript.
    self = readlinkSync('/proc/thread-self');
  } catch {
    return;
  }
  const threadId = self.split('/').at(-1);
  if (threadId) schedIdle(threadId);
}

/** Puts libvips's worker threads under SCHED_IDLE as they appear; only the checks use sharp. */
export function idleLibvipsThreads(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const threadId of threads) {
    if (demoted.has(threadId)) continue;
    try {
      if (readFileSync(`/proc/self/task/${threadId}/comm`, 'utf8').startsWith('libvips')) schedIdle(threadId);
    } catch {
      // The thread ended while we looked.
    }
  }
}
