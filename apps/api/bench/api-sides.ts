/**
 * The code measured: this checkout, and BENCH_BASE's. Each is seeded once by its own code; where
 * its schema has automatic reminders, the seed is copied, and the two copies made busy (a backlog
 * of cases due a reminder) and quiet (none). Where it has none, quiet and busy are one database
 * and one server.
 */
import type pg from 'pg';
import { withDatabase } from '../test/database-url.ts';
import type { CaseRange, Mode } from './api-phases.ts';
import { type ApiServer, pause, startApiServer } from './api-servers.ts';
import { connect, copyDatabase, createSeededDatabase, seedContents } from './bench-databases.ts';
import { hasReminders, type Marks, marks, setBacklog } from './reminder-backlog.ts';

export type Copy = {
  database: string;
  url: string;
  /** The bench's own connection to it, for counting. */
  client: pg.Client;
  /** Where its records stood before its server started. */
  marks: Marks;
  server: ApiServer | null;
};

export type Side = {
  /** `current`, or the base's ref as given. */
  name: string;
  side: 'current' | 'base';
  checkout: { root: string; node: string };
  cases: CaseRange;
  reminders: boolean;
  /** Cases due a reminder in the busy copy when its server started. */
  due: number;
  copies: Record<Mode, Copy>;
};

const count = (n: number) => n.toLocaleString('en');

export async function prepareSide(options: {
  name: string;
  side: 'current' | 'base';
  checkout: { root: string; node: string };
  admin: pg.Client;
  serverUrl: string;
  database: string;
  cases: number;
  backlog: number;
  /** Every database made, to drop at the end. */
  created: string[];
}): Promise<Side> {
  const { admin, database, name } = options;
  options.created.push(database);
  const seeded = await createSeededDatabase(
    admin,
    options.serverUrl,
    database,
    options.checkout,
    options.cases,
  );
  const probe = await connect(seeded.url);
  const reminders = await hasReminders(probe);
  const contents = await seedContents(probe);
  await probe.end();
  const quietDatabase = reminders ? `${database}_quiet` : database;
  if (reminders) {
    options.created.push(quietDatabase);
    await copyDatabase(admin, database, quietDatabase);
  }
  const open = async (db: string) => {
    const url = withDatabase(options.serverUrl, db);
    return { database: db, url, client: await connect(url) };
  };
  const busy = await open(database);
  const quiet = reminders ? await open(quietDatabase) : busy;
  let due = 0;
  if (reminders) {
    const backlog = await setBacklog(busy.client, options.backlog);
    await setBacklog(quiet.client, 0);
    due = backlog.due;
    console.log(
      `${name}: seeded ${count(options.cases)} cases (${contents}) by its own code in ${seeded.seconds.toFixed(1)} s; ` +
        `busy copy: ${count(due)} cases due a reminder (of ${count(backlog.open)} open cases with a document ` +
        'needed), quiet copy: none due (every needed document reminded for, today included)',
    );
  } else {
    console.log(
      `${name}: seeded ${count(options.cases)} cases (${contents}) by its own code in ${seeded.seconds.toFixed(1)} s; ` +
        'its schema has no automatic reminders, so nothing is due: its quiet and busy runs are one database and one server',
    );
  }
  return {
    name,
    side: options.side,
    checkout: options.checkout,
    cases: seeded.cases,
    reminders,
    due,
    copies: {
      quiet: { ...quiet, marks: await marks(quiet.client), server: null },
      busy: { ...busy, marks: await marks(busy.client), server: null },
    },
  };
}

/**
 * Starts the side's servers. A busy server with a backlog is paused as soon as it answers, and
 * runs only while measured, then while its backlog drains.
 */
export async function startSide(side: Side, cpuProfDir: string | null): Promise<void> {
  const start = (copy: Copy) =>
    startApiServer({
      databaseUrl: copy.url,
      ...(side.side === 'base' ? { checkout: side.checkout } : {}),
      cpuProfDir,
    });
  side.copies.quiet.server = await start(side.copies.quiet);
  if (!side.reminders) {
    side.copies.busy.server = side.copies.quiet.server;
    return;
  }
  const busy = await start(side.copies.busy);
  side.copies.busy.server = busy;
  if (side.due > 0) pause(busy);
}

/** Whether this copy's server is paused between its runs: a busy one with a backlog. */
export const pausable = (side: Side, mode: Mode) => mode === 'busy' && side.reminders && side.due > 0;

export function closeSide(side: Side): Promise<unknown> {
  const clients = new Set([side.copies.quiet.client, side.copies.busy.client]);
  return Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
}
