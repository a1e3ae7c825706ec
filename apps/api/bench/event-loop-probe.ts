/**
 * Benchmark only: `bench/api.ts` starts the API with `--import` of this file and an IPC channel.
 * It samples the API process's event-loop delay and CPU time and answers the bench's questions
 * over that channel; the product has no endpoint for it.
 *
 * Messages: `{ type: 'probe:reset' }` starts a new window; `{ type: 'probe:read' }` answers
 * `{ type: 'probe:report', ... }` for the window so far.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type ProbeReport = {
  type: 'probe:report';
  /** Event-loop delay past the sampling timer's own interval, in ms. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  /** CPU time of the whole process (main thread, thread pool, GC) in the window, in ms. */
  cpuMs: number;
};

const RESOLUTION_MS = 1;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
let since = process.cpuUsage();

// The histogram records whole timer intervals: subtract the interval to get the delay.
const delayMs = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'probe:reset') {
    histogram.reset();
    since = process.cpuUsage();
    process.send?.({ type: 'probe:reset-done' });
  } else if (message?.type === 'probe:read') {
    const cpu = process.cpuUsage(since);
    const report: ProbeReport = {
      type: 'probe:report',
      delayP50: delayMs(histogram.percentile(50)),
      delayP99: delayMs(histogram.percentile(99)),
      delayMax: delayMs(histogram.max),
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.send?.(report);
  }
});
// The channel must not keep the server alive once it has closed everything else.
process.channel?.unref();
