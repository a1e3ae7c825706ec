/** One phase against one server: a warm-up, then autocannon's answers timed and its CPU counted. */
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Request, type Result } from 'autocannon';
import { must } from '../src/lib/must.ts';
import type { CaseRange, Phase } from './api-phases.ts';
import type { ProbeReport } from './event-loop-probe.ts';
import { cpuBetween, processCpuMs } from './process-cpu.ts';

/** A server as a phase sees it: where to send, as whom, and whose CPU to count. */
export type PhaseTarget = {
  url: string;
  child: ChildProcess;
  /** The server carries bench/event-loop-probe.ts (the API does, the bare route does not). */
  probe: boolean;
  /** The server's PostgreSQL backends, read again after the run for connections opened during it. */
  postgresPids: () => Promise<number[]>;
  token: string | null;
  cases: CaseRange;
};

export type Measured = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  probe: ProbeReport | null;
  /** CPU time per answer, in ms: the server process (API or bare route), PostgreSQL, this process. */
  cpu: { server: number | null; postgres: number | null; loadGenerator: number | null };
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

function headersFor(phase: Phase, target: PhaseTarget): Record<string, string> {
  if (phase.sends === 'json') return { 'content-type': 'application/json' };
  if (phase.sends === 'token') return { authorization: `Bearer ${must(target.token, 'a signed-in token')}` };
  return {};
}

/** One autocannon run; latencies are collected per answer so any percentile can be read. */
function fire(target: PhaseTarget, phase: Phase, route: string, seconds: number) {
  return new Promise<{ result: Result; latencies: number[]; statuses: Record<string, number> }>(
    (resolvePromise, reject) => {
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const setupRequest = (request: Request): Request =>
        Object.assign(request, phase.next(route, target.cases));
      const instance = autocannon(
        {
          url: target.url,
          connections: phase.connections,
          duration: seconds,
          method: phase.method,
          headers: headersFor(phase, target),
          requests: [{ setupRequest }],
        },
        (error, result) => (error ? reject(error) : resolvePromise({ result, latencies, statuses })),
      );
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    },
  );
}

/** Sends the probe in the API process a message and waits for its answer. */
function ask<T>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolvePromise) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== answer) return;
      child.off('message', onMessage);
      resolvePromise(message as T);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

/** One request to a route: its status, and its body when it failed. */
export async function tryOnce(
  target: PhaseTarget,
  phase: Phase,
  route: string,
): Promise<{ status: number; path: string; body: string }> {
  const { path, body } = phase.next(route, target.cases);
  const res = await fetch(`${target.url}${path}`, {
    method: phase.method,
    headers: headersFor(phase, target),
    body: body ?? null,
  });
  return { status: res.status, path, body: res.ok ? '' : await res.text() };
}

/** Where the server has the phase's call: the first of its routes that is not 404, or none. */
export async function findRoute(target: PhaseTarget, phase: Phase): Promise<string | null> {
  for (const route of phase.routes) {
    const answer = await tryOnce(target, phase, route);
    if (answer.status === 404) continue;
    if (answer.status >= 300)
      throw new Error(
        `${phase.label}: ${phase.method} ${answer.path} answered ${answer.status}: ${answer.body}`,
      );
    return route;
  }
  return null;
}

export async function measure(
  target: PhaseTarget,
  phase: Phase,
  route: string,
  time: { warmupSeconds: number; seconds: number },
): Promise<Measured> {
  await fire(target, phase, route, time.warmupSeconds);
  if (target.probe) await ask(target.child, 'probe:reset', 'probe:reset-done');
  const postgresPids = await target.postgresPids();
  const serverPid = must(target.child.pid, "the server's process id");
  const before = {
    server: processCpuMs([serverPid]),
    postgres: processCpuMs(postgresPids),
    self: process.cpuUsage(),
  };
  const { result, latencies, statuses } = await fire(target, phase, route, time.seconds);
  const self = process.cpuUsage(before.self);
  const after = {
    server: processCpuMs([serverPid]),
    postgres: processCpuMs([...new Set([...postgresPids, ...(await target.postgresPids())])]),
  };
  const probe = target.probe ? await ask<ProbeReport>(target.child, 'probe:read', 'probe:report') : null;
  latencies.sort((a, b) => a - b);
  const perAnswer = (ms: number | null) =>
    ms === null || latencies.length === 0 ? null : ms / latencies.length;
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
    probe,
    cpu: {
      // The probe's own reading where there is one: /proc is Linux only.
      server: perAnswer(probe ? probe.cpuMs : cpuBetween(before.server, after.server)),
      postgres: perAnswer(cpuBetween(before.postgres, after.postgres)),
      loadGenerator: perAnswer((self.user + self.system) / 1000),
    },
  };
}
