/**
 * `npm run bench`: the API against PostgreSQL with 100,000 seeded cases (BENCH_CASES to change),
 * loaded with autocannon next to a bare Fastify route in the same run, so every figure also reads
 * as a share of what this machine manages for an empty route.
 *
 * Each API phase is measured twice: quiet (no background work due) and busy (the backlog a start
 * brings: BENCH_BACKLOG cases, 50,000, due a reminder, as after an upgrade or an import); the seed
 * is made once and copied (api-sides.ts). With BENCH_BASE=<commit>, the same phases run against
 * that commit's server in the same run (base-checkout.ts), alternating with this one's so that the
 * machine's drift touches both, and each phase's cost is printed as a ratio to the base's.
 *
 * Phases, each a warm-up then BENCH_SECONDS (10) measured: the bare route, GetCaseById (ids spread
 * over every seeded case), GetCurrentUser, the searched case list, the list sorted by client, a
 * case's checklist (GetCaseChecklist), the firm's Deadlines queue (300,000 key dates) and the
 * firm's Calendar for this month (key dates and 20,000 seeded appointments) at 10 connections; then sign-in at 20 connections over 20
 * users (api-phases.ts). The API process carries `bench/event-loop-probe.ts`, which reports its
 * event-loop delay and CPU time over IPC; the CPU time of the bare route's process and of the API's
 * PostgreSQL backends comes from /proc. After the phases, each busy server runs alone until its
 * backlog has drained or BENCH_DRAIN_MINUTES (60) of its running time have passed (drain-watch.ts).
 * Goals met or not are printed, and the exit code is 1 if one is missed or an answer was not 2xx.
 *
 * Environment: BENCH_CASES, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_BACKLOG, BENCH_BASE and
 * BENCH_BASE_CACHE (the folder of its checkouts), BENCH_DRAIN_MINUTES (0: not watched), BENCH_ONLY
 * (phase keys, comma separated: bare,byId,currentUser,search,sorted,checklist,deadlines,calendar,signIn),
 * BENCH_CPU_PROF (a folder: each API process writes a V8 CPU profile there when it stops),
 * BENCH_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { must } from '../src/lib/must.ts';
import { REPO_ROOT, signInOverHttp } from '../test/server-process.ts';
import { reportFailures } from './api-checks.ts';
import { drainGoals, phaseGoals, ratioGoals } from './api-goals.ts';
import { apiPhases, BENCH_ADMIN, MODES, type Mode, type Phase } from './api-phases.ts';
import {
  type Goal,
  inReadingOrder,
  pairsOf,
  printGoals,
  printModes,
  printRatios,
  type Run,
} from './api-report.ts';
import { pause, removeServerData, resume, startBareServer, stop, stopApiServer } from './api-servers.ts';
import { closeSide, pausable, prepareSide, type Side, startSide } from './api-sides.ts';
import { baseCheckout } from './base-checkout.ts';
import { connect, dropDatabase, serverBackends } from './bench-databases.ts';
import { type Drained, printDrained, watchDrain } from './drain-watch.ts';
import { machineCores, machineLoad } from './machine-load.ts';
import { findRoute, measure, type PhaseTarget } from './measure-phase.ts';
import { countDue } from './reminder-backlog.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 50_000);
const time = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};
const DRAIN_MINUTES = Number(process.env.BENCH_DRAIN_MINUTES ?? 60);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const BASE = process.env.BENCH_BASE || null;

const run = `docket_bench_${randomBytes(4).toString('hex')}`;
const admin = await connect(serverUrl);
const created: string[] = [];
const sides: Side[] = [];
let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
let cleaned: Promise<void> | null = null;

/** Stops every server (a paused one is woken first, or it would never stop) and drops the databases. */
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    if (bare) await stop(bare.child);
    const servers = new Set(sides.flatMap((side) => [side.copies.quiet.server, side.copies.busy.server]));
    for (const server of servers) if (server) await stopApiServer(server);
    await Promise.all(sides.map(closeSide));
    for (const name of created) await dropDatabase(admin, name);
    await admin.end();
    for (const server of servers) if (server) removeServerData(server);
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const count = (n: number) => n.toLocaleString('en');

/** One phase on one side's server in one mode; null where the base does not have the call. */
async function runSlot(side: Side, mode: Mode, phase: Phase, missing: Set<string>): Promise<Run | null> {
  const copy = side.copies[mode];
  const server = copy.server;
  if (!server) throw new Error(`${side.name} ${mode}: no server`);
  const paused = pausable(side, mode);
  const dueBefore = paused ? await countDue(copy.client) : null;
  if (paused) resume(server);
  let run: Run | null = null;
  try {
    const target: PhaseTarget = {
      url: server.url,
      child: server.process.child,
      probe: true,
      postgresPids: () => serverBackends(admin, copy.database),
      token: (await signInOverHttp(server.url, BENCH_ADMIN)).token,
      cases: side.cases,
    };
    const route = await findRoute(target, phase);
    if (!route) {
      if (side.side === 'current')
        throw new Error(`${phase.label}: this checkout answers 404 to ${phase.routes.join(' and ')}`);
      if (!missing.has(phase.key))
        console.log(
          `  ${phase.label}: ${side.name} answers 404 to ${phase.routes.join(' and ')}; not measured there`,
        );
      missing.add(phase.key);
      return null;
    }
    const measured = await measure(target, phase, route, time);
    run = { phase, server: side.name, side: side.side, mode, measured, due: null };
  } finally {
    if (paused) pause(server);
  }
  if (dueBefore !== null) run.due = { before: dueBefore, after: await countDue(copy.client) };
  const m = run.measured;
  console.log(
    `  ${phase.label}, ${side.name} ${mode}: ${m.rps.toFixed(0)} req/s, p95 ${m.p95.toFixed(1)} ms, ` +
      `CPU ms/answer ${m.cpu.server?.toFixed(2)} server + ${m.cpu.postgres?.toFixed(2)} PostgreSQL` +
      (run.due ? `; cases due ${count(run.due.before)} -> ${count(run.due.after)}` : ''),
  );
  return run;
}

let failed = false;
const goals: Goal[] = [];
try {
  const checkout = BASE ? await baseCheckout(BASE, REPO_ROOT) : null;
  sides.push(
    await prepareSide({
      name: 'current',
      side: 'current',
      checkout: { root: REPO_ROOT, node: process.execPath },
      admin,
      serverUrl,
      database: `${run}_current`,
      cases: CASES,
      backlog: BACKLOG,
      created,
    }),
  );
  if (BASE && checkout) {
    console.log(`base: ${BASE} is ${checkout.commit}, run from ${checkout.root} with its own Node`);
    sides.push(
      await prepareSide({
        name: BASE,
        side: 'base',
        checkout,
        admin,
        serverUrl,
        database: `${run}_base`,
        cases: CASES,
        backlog: BACKLOG,
        created,
      }),
    );
  }
  bare = await startBareServer();
  for (const side of sides) await startSide(side, CPU_PROF_DIR);
  if (CPU_PROF_DIR) {
    const pids = sides.flatMap((side) =>
      MODES.map((mode) => `${side.name} ${mode} = ${side.copies[mode].server?.process.child.pid}`),
    );
    console.log(`CPU profiles go to ${CPU_PROF_DIR}, named by process id: ${pids.join(', ')}`);
  }

  console.log(
    `\n${machineCores()}; ${machineLoad()} before the phases. ` +
      'autocannon (this process), the API processes, the bare server and PostgreSQL all share these cores, ' +
      'so every figure is lower than the API would reach with the load coming from another machine.',
  );
  console.log(
    `warm-up ${time.warmupSeconds} s, then ${time.seconds} s measured, per phase and server; ` +
      (sides.length > 1 ? 'this checkout and the base alternate, ' : '') +
      'quiet and busy alternate, in an order reversed from one phase to the next; a busy server with ' +
      'a backlog is paused while the others are measured\n',
  );
  const slots = MODES.flatMap((mode) => sides.map((side) => ({ side, mode })));
  const measured: Run[] = [];
  const missing = new Set<string>();
  let turn = 0;
  const phases = apiPhases().filter((phase) => !ONLY || ONLY.has(phase.key));
  for (const phase of phases) {
    if (phase.target === 'bare') {
      const target: PhaseTarget = {
        url: bare.url,
        child: bare.child,
        probe: false,
        postgresPids: async () => [],
        token: null,
        cases: { lo: 0, hi: 0 },
      };
      const bareMeasured = await measure(target, phase, phase.routes[0] ?? '/bare', time);
      console.log(
        `  ${phase.label}: ${bareMeasured.rps.toFixed(0)} req/s, p95 ${bareMeasured.p95.toFixed(1)} ms`,
      );
      measured.push({ phase, server: 'bare', side: 'bare', mode: null, measured: bareMeasured, due: null });
      continue;
    }
    for (const slot of turn++ % 2 === 0 ? slots : [...slots].reverse()) {
      const run = await runSlot(slot.side, slot.mode, phase, missing);
      if (run) measured.push(run);
    }
  }
  console.log(`\n${machineLoad()} at the end of the phases\n`);
  const runs = inReadingOrder(measured, phases);

  const [current, base] = sides;
  if (!current) throw new Error('no current side');
  printModes(runs, current, base);
  failed = await reportFailures(runs, sides);
  const pairs = pairsOf(runs);
  if (base) printRatios(pairs, base.name);
  for (const mode of MODES)
    goals.push(
      ...phaseGoals(
        runs.filter((r) => r.side === 'current' && r.mode === mode),
        mode,
      ),
    );
  if (base) goals.push(...ratioGoals(pairs, base.name));
  console.log('\ngoals:');
  printGoals(goals);

  // The busy servers alone from here: everything else stops.
  await stop(bare.child);
  const draining = sides.filter((side) => pausable(side, 'busy'));
  for (const side of sides)
    for (const mode of MODES) {
      const server = side.copies[mode].server;
      if (server && !(mode === 'busy' && draining.includes(side))) await stopApiServer(server);
    }
  if (draining.length > 0 && DRAIN_MINUTES > 0) {
    console.log(
      `\nthe backlog: each busy server runs alone until no case is due and its e-mails are out, or for ` +
        `${DRAIN_MINUTES} min of its running time since it started (the pauses while others were measured left out)`,
    );
    const drained: Drained[] = await watchDrain(
      draining.map((side) => ({
        label: `${side.name} busy`,
        side: side.side,
        server: must(side.copies.busy.server, 'the busy server'),
        client: side.copies.busy.client,
        marks: side.copies.busy.marks,
        dueAtStart: side.due,
      })),
      DRAIN_MINUTES,
    );
    printDrained(drained);
    console.log(`${machineLoad()} at the end of the watch`);
    // A base's drain is there to read beside this checkout's; the goal is this checkout's.
    const more = drainGoals(drained.filter((d) => d.side === 'current'));
    console.log('\ngoals:');
    printGoals(more);
    goals.push(...more);
  } else if (draining.length > 0) {
    console.log('\nthe backlog: not watched (BENCH_DRAIN_MINUTES=0)');
  }
  const missed = goals.filter((goal) => !goal.met).length;
  console.log(
    `\n${goals.length - missed} of ${goals.length} goals met${failed ? '; the run had failures (!!! above)' : ''}`,
  );
  if (failed || missed > 0) process.exitCode = 1;
} finally {
  await cleanUp();
}
