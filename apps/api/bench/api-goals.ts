/** The goals `npm run bench` checks, each met or NOT MET. */
import { must } from '../src/lib/must.ts';
import type { Mode } from './api-phases.ts';
import { cpu, type Goal, ms, type Pair, type Run, ratios } from './api-report.ts';
import type { Drained } from './drain-watch.ts';

/** The API's own goals, on this checkout's runs of one mode. */
export function phaseGoals(runs: Run[], mode: Mode): Goal[] {
  const byKey = new Map(runs.map((r) => [r.phase.key, r.measured]));
  const goals: Goal[] = [];
  const byId = byKey.get('byId');
  if (byId) {
    goals.push({
      text: `GetCaseById at least 1,500 req/s at 10 connections (${mode})`,
      measured: `${byId.rps.toFixed(0)} req/s`,
      met: byId.rps >= 1500,
    });
    goals.push({
      text: `GetCaseById p99 under 25 ms (${mode})`,
      measured: `${ms(byId.p99)} ms`,
      met: byId.p99 < 25,
    });
  }
  const search = byKey.get('search');
  if (search) {
    goals.push({
      text: `searched case list p95 under 50 ms at 10 connections (${mode})`,
      measured: `${ms(search.p95)} ms`,
      met: search.p95 < 50,
    });
  }
  const checklist = byKey.get('checklist');
  if (checklist) {
    goals.push({
      text: `GetCaseChecklist p95 under 25 ms at 10 connections (${mode})`,
      measured: `${ms(checklist.p95)} ms`,
      met: checklist.p95 < 25,
    });
  }
  const deadlines = byKey.get('deadlines');
  if (deadlines) {
    goals.push({
      text: `firm's Deadlines queue p95 under 50 ms at 10 connections (${mode})`,
      measured: `${ms(deadlines.p95)} ms`,
      met: deadlines.p95 < 50,
    });
  }
  const calendar = byKey.get('calendar');
  if (calendar) {
    goals.push({
      text: `firm's Calendar, a month, p95 under 50 ms at 10 connections (${mode})`,
      measured: `${ms(calendar.p95)} ms`,
      met: calendar.p95 < 50,
    });
  }
  const signIn = byKey.get('signIn');
  if (signIn) {
    goals.push({
      text: `sign-in p95 under 100 ms at 20 connections (${mode})`,
      measured: `${ms(signIn.p95)} ms`,
      met: signIn.p95 < 100,
    });
    const signInProbe = must(signIn.probe, "the sign-in run's event-loop probe");
    goals.push({
      text: `API event-loop delay p99 under 50 ms during sign-in (${mode})`,
      measured: `${ms(signInProbe.delayP99)} ms`,
      met: signInProbe.delayP99 < 50,
    });
  }
  return goals;
}

/** Within this share of the base's CPU per answer. */
const ALLOWANCE = 1.1;
const WATCHED = new Set(['byId', 'currentUser']);

/** GetCaseById and GetCurrentUser cost no more CPU per answer than the base's, within 10%, quiet and busy. */
export function ratioGoals(pairs: Pair[], base: string): Goal[] {
  const goals: Goal[] = [];
  for (const pair of pairs) {
    if (!WATCHED.has(pair.phase.key)) continue;
    const r = ratios(pair);
    for (const [part, value, current, before] of [
      ['server', r.server, pair.current.cpu.server, pair.base.cpu.server],
      ['PostgreSQL', r.postgres, pair.current.cpu.postgres, pair.base.cpu.postgres],
    ] as const) {
      goals.push({
        text: `${pair.phase.label} ${part} CPU per answer at most 1.10 x ${base}'s (${pair.mode})`,
        measured: `${value === null ? '-' : value.toFixed(2)} x (${cpu(current)} ms against ${cpu(before)} ms)`,
        met: value !== null && value <= ALLOWANCE,
      });
    }
  }
  return goals;
}

const HOUR_MINUTES = 60;

/** The backlog drains within the hour of the server's running time. */
export function drainGoals(drained: Drained[]): Goal[] {
  return drained.map((d) => {
    const done = d.dueAtStart - d.due;
    const rate = done / Math.max(d.drainedMinutes ?? d.watchedMinutes, 1e-9);
    const measured =
      d.drainedMinutes !== null
        ? `drained in ${d.drainedMinutes.toFixed(1)} min running, ${Math.round(rate).toLocaleString('en')} cases a minute`
        : `${d.due.toLocaleString('en')} of ${d.dueAtStart.toLocaleString('en')} still due after ` +
          `${d.watchedMinutes.toFixed(1)} min running, ${Math.round(rate).toLocaleString('en')} cases a minute` +
          (rate > 0 ? ` (all by ${(d.dueAtStart / rate).toFixed(0)} min at that rate)` : '');
    return {
      text: `${d.label}: a backlog of ${d.dueAtStart.toLocaleString('en')} cases drained within the hour`,
      measured,
      met: d.drainedMinutes !== null && d.drainedMinutes <= HOUR_MINUTES,
    };
  });
}
