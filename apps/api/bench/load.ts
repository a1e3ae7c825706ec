import { Agent, request } from 'node:http';
/** A small closed-loop load generator: N connections, each sending its next request when the last answers. */
export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Plain http with keep-alive: fetch costs the load generator CPU that the server then lacks. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
  agent: Agent,
) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function runLoad(options: {
  url: string | (() => string);
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = typeof options.url === 'function' ? options.url() : options.url;
      const t0 = performance.now();
      try {
        if ((await send(url, options, agent)) >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function describeLoad(name: string, r: LoadResult): string {
  return `${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors)`;
}
