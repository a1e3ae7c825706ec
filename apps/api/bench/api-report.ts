/** How `npm run bench` prints what it measured: tables per mode, ratios to the base, goals. */
import type { Mode, Phase } from './api-phases.ts';
import type { Side } from './api-sides.ts';
import type { Measured } from './measure-phase.ts';

/** One phase measured on one server. */
export type Run = {
  phase: Phase;
  /** `current`, or the base's ref. */
  server: string;
  side: 'current' | 'base' | 'bare';
  mode: Mode | null;
  measured: Measured;
  /** Busy servers: cases due a reminder before and after the run (warm-up included). */
  due: { before: number; after: number } | null;
};

/** By phase as the bench runs them, quiet before busy, this checkout before the base. */
export function inReadingOrder(runs: Run[], phases: Phase[]): Run[] {
  const phase = (r: Run) => phases.findIndex((p) => p.key === r.phase.key);
  const mode = (r: Run) => (r.mode === null ? 0 : r.mode === 'quiet' ? 1 : 2);
  const side = (r: Run) => ['bare', 'current', 'base'].indexOf(r.side);
  return [...runs].sort((a, b) => phase(a) - phase(b) || mode(a) - mode(b) || side(a) - side(b));
}

export type Goal = { text: string; measured: string; met: boolean };

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
export const cpu = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '-' : value.toFixed(2);
const ratio = (value: number | null) => (value === null || !Number.isFinite(value) ? '-' : value.toFixed(2));

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i <= 1 ? ':'.padEnd(w + 2, '-') : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

/** The phases of one mode (and the bare route), one row per phase and server. */
export function printRuns(runs: Run[], bare: Run | undefined): void {
  const withDue = runs.some((r) => r.due);
  const header = [
    'phase',
    'server',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'x bare',
    'non-2xx',
    'errors',
    'API loop p99 ms',
    'CPU ms/answer: server',
    'PostgreSQL',
    'autocannon',
    ...(withDue ? ['cases due: before', 'after'] : []),
  ];
  const rows = runs.map((r) => [
    r.phase.label,
    r.server,
    String(r.phase.connections),
    r.measured.rps.toFixed(0),
    ms(r.measured.p50),
    ms(r.measured.p95),
    ms(r.measured.p99),
    bare ? (r.measured.rps / bare.measured.rps).toFixed(3) : '-',
    String(r.measured.non2xx),
    String(r.measured.errors),
    r.measured.probe ? ms(r.measured.probe.delayP99) : '-',
    cpu(r.measured.cpu.server),
    cpu(r.measured.cpu.postgres),
    cpu(r.measured.cpu.loadGenerator),
    ...(withDue
      ? [r.due ? r.due.before.toLocaleString('en') : '-', r.due ? r.due.after.toLocaleString('en') : '-']
      : []),
  ]);
  printTable(header, rows);
}

const count = (n: number) => n.toLocaleString('en');

/** The quiet table and the busy one, each saying what quiet and busy were for each side. */
export function printModes(runs: Run[], current: Side, base: Side | undefined): void {
  const bare = runs.find((r) => r.side === 'bare');
  const baseQuiet = base
    ? `; ${base.name}: ${base.reminders ? 'its quiet copy' : 'no automatic reminders, nothing due'}`
    : '';
  console.log(`quiet: no background work due (current: its quiet copy, no case due a reminder${baseQuiet})`);
  printRuns([...(bare ? [bare] : []), ...runs.filter((r) => r.mode === 'quiet')], bare);
  const baseBusy = base
    ? `; ${base.name}: ${base.reminders ? `${count(base.due)} cases due a reminder` : 'no automatic reminders, the same database and server as quiet'}`
    : '';
  console.log(
    `\nbusy: the backlog a start brings (current: ${count(current.due)} cases due a reminder when its server started${baseBusy})`,
  );
  printRuns(
    runs.filter((r) => r.mode === 'busy'),
    bare,
  );
  console.log(
    '\nlatencies are per answer (2xx only) as autocannon timed them; API loop = event-loop delay of the API ' +
      'process (monitorEventLoopDelay, 1 ms sampling); CPU ms/answer = CPU time (all threads, background work ' +
      'included) per 2xx answer of the server process (the API, or the bare route), of its PostgreSQL backends ' +
      '(every connection its process opens) and of autocannon (this process): their sum against the number of ' +
      'cores bounds req/s; cases due = counted just before the warm-up and just after the run, the server paused',
  );
}

export type Pair = { phase: Phase; mode: Mode; current: Measured; base: Measured };

/** Each phase and mode measured on both sides. */
export function pairsOf(runs: Run[]): Pair[] {
  const pairs: Pair[] = [];
  for (const r of runs) {
    if (r.side !== 'current' || !r.mode) continue;
    const other = runs.find((b) => b.side === 'base' && b.mode === r.mode && b.phase.key === r.phase.key);
    if (other) pairs.push({ phase: r.phase, mode: r.mode, current: r.measured, base: other.measured });
  }
  return pairs;
}

const over = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);

export function ratios(pair: Pair) {
  return {
    rps: over(pair.current.rps, pair.base.rps),
    server: over(pair.current.cpu.server, pair.base.cpu.server),
    postgres: over(pair.current.cpu.postgres, pair.base.cpu.postgres),
  };
}

export function printRatios(pairs: Pair[], base: string): void {
  console.log(
    `\ncurrent against ${base}, the same phase in the same run (req/s above 1: current answers more; ` +
      'CPU above 1: current spends more per answer)',
  );
  printTable(
    [
      'phase',
      'mode',
      `req/s current/${base}`,
      'CPU ms/answer: server current/base',
      'PostgreSQL current/base',
    ],
    pairs.map((pair) => {
      const r = ratios(pair);
      return [pair.phase.label, pair.mode, ratio(r.rps), ratio(r.server), ratio(r.postgres)];
    }),
  );
}

export function printGoals(goals: Goal[]): void {
  for (const goal of goals)
    console.log(`  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}: ${goal.measured}`);
}
