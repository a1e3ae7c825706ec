/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };

  export type Options = Request & {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for an answer before counting a timeout. */
    timeout?: number;
    requests?: Request[];
    /** Requests a second across all connections: a steady load instead of as fast as it goes. */
    overallRate?: number;
  };

  export type Histogram = { average: number; min: number; max: number; p50: number; p99: number };

  export type Result = {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: Histogram & { total: number };
    latency: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter & { stop(): void };

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
