import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Background work yields to people (decision 043): before each batch the engine waits while
 * requests are in flight, one ended less than `settleMs` ago, or the event loop lags, for at most
 * `maxWaitMs`, so a busy server still drains its backlog, only more slowly. The settling time
 * tells a pause in the traffic from the instant between two requests of a steady stream: under
 * load nobody is in flight for a fraction of a millisecond at a time, and a batch that starts
 * there takes the next requests' time.
 */
export type YieldGate = {
  requestStarted(): void;
  requestEnded(): void;
  /** Resolves once nobody is being served (or after maxWaitMs); answers how long it waited. */
  wait(signal?: AbortSignal): Promise<number>;
  close(): void;
};

export function createYieldGate(options: {
  maxWaitMs: number;
  maxLagMs: number;
  settleMs?: number;
}): YieldGate {
  const settleMs = options.settleMs ?? 20;
  let inFlight = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const resolutionMs = 20;
  const lag = monitorEventLoopDelay({ resolution: resolutionMs });
  lag.enable();
  // The histogram holds the time between its samples: the resolution, and the lag beyond it.
  const busy = () =>
    inFlight > 0 ||
    performance.now() - lastActivity < settleMs ||
    lag.percentile(99) / 1e6 - resolutionMs > options.maxLagMs;
  return {
    requestStarted() {
      inFlight += 1;
      lastActivity = performance.now();
    },
    requestEnded() {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = performance.now();
    },
    async wait(signal) {
      const began = performance.now();
      lag.reset();
      await new Promise((resolve) => setImmediate(resolve));
      while (busy() && !signal?.aborted && performance.now() - began < options.maxWaitMs) {
        lag.reset();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return performance.now() - began;
    },
    close: () => lag.disable(),
  };
}
