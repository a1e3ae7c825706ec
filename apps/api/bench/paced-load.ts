/**
 * A steady load: one request every 1/rate seconds, whatever the answers before it did (open loop),
 * each timed from when it was due, not from when it went out, so a stalled server is charged for
 * the requests it held back (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: each connection sends its share of a second's requests
 * back to back at the top of the second and then waits, so p99 measures a queue of ten requests in
 * a burst rather than how long one person waits.
 */
import { Agent, request } from 'node:http';

export type PacedRun = { latencies: number[]; non2xx: number; seconds: number };

export function pacedLoad(
  base: string,
  path: string,
  headers: Record<string, string>,
  options: { rate: number; maxSeconds: number; until: () => boolean },
): Promise<PacedRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const { hostname, port } = new URL(base);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let sent = 0;
  let inFlight = 0;
  let stopping = false;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const finish = () => {
      if (inFlight > 0) return;
      agent.destroy();
      resolve({ latencies, non2xx, seconds: (performance.now() - started) / 1000 });
    };
    const send = (due: number) => {
      inFlight++;
      const req = request({ agent, hostname, port, path, headers, method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) {
            latencies.push(performance.now() - due);
          } else non2xx++;
          inFlight--;
          if (stopping) finish();
        });
      });
      req.on('error', reject);
      req.end();
    };
    // Every millisecond, send whatever has fallen due since the last tick.
    const tick = setInterval(() => {
      const now = performance.now();
      if (options.until() || now - started >= options.maxSeconds * 1000) {
        clearInterval(tick);
        stopping = true;
        finish();
        return;
      }
      while (started + sent * intervalMs <= now) send(started + sent++ * intervalMs);
    }, 1);
  });
}
