/** The throwaway databases of `npm run bench`: created, seeded by a checkout, copied and dropped. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from '../test/database-url.ts';
import { BENCH_ADMIN, type CaseRange, SIGN_IN_PASSWORD, SIGN_IN_USERS } from './api-phases.ts';
import type { SeedReport, SeedRequest } from './seed-database.ts';

/** The bench's own connections name themselves, so they are not counted as the server's. */
export const BENCH_APPLICATION = 'docket-bench';

export function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: BENCH_APPLICATION });
  return client.connect().then(() => client);
}

/** Runs `seed-database.ts` with the checkout's Node on an empty database it creates. */
export async function createSeededDatabase(
  admin: pg.Client,
  serverUrl: string,
  name: string,
  checkout: { root: string; node: string },
  cases: number,
): Promise<{ url: string; cases: CaseRange; seconds: number }> {
  await admin.query(`create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const request: SeedRequest = {
    root: checkout.root,
    url,
    cases,
    admin: BENCH_ADMIN,
    signIn: { emails: SIGN_IN_USERS, password: SIGN_IN_PASSWORD },
  };
  const child = spawn(
    checkout.node,
    [join(import.meta.dirname, 'seed-database.ts'), JSON.stringify(request)],
    {
      cwd: checkout.root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const report = await new Promise<SeedReport>((resolvePromise, reject) => {
    let seeded: SeedReport | null = null;
    child.on('message', (message: SeedReport) => {
      seeded = message;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      seeded ? resolvePromise(seeded) : reject(new Error(`seeding ${name} failed (exit ${code})`)),
    );
  });
  return { url, cases: report.cases, seconds: report.seconds };
}

/**
 * A copy of a database, file by file (PostgreSQL 15 and later), which is far faster than seeding
 * again. The source must have no connection: one just closed may take a moment to go.
 */
export async function copyDatabase(admin: pg.Client, from: string, to: string): Promise<void> {
  const { rows } = await admin.query<{ version: number }>(
    "select current_setting('server_version_num')::int as version",
  );
  const strategy = (rows[0]?.version ?? 0) >= 150_000 ? ' strategy file_copy' : '';
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${to}" template "${from}"${strategy}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
    }
  }
}

export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists "${name}" with (force)`);
}

/** The server's connections to its database (its pool, and any other it opens), by process id. */
export async function serverBackends(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = $1 and backend_type = 'client backend' and application_name <> $2`,
    [database, BENCH_APPLICATION],
  );
  return rows.map((row) => row.pid);
}

/**
 * What a seed holds beside its cases, for reading two sides' figures: each commit seeds by its own
 * code, so one side's cases may carry documents the other's do not.
 */
export async function seedContents(client: pg.Client): Promise<string> {
  const parts: string[] = [];
  for (const table of ['case_documents', 'checklist_items']) {
    const { rows } = await client.query<{ found: boolean }>('select to_regclass($1) is not null as found', [
      table,
    ]);
    if (!rows[0]?.found) {
      parts.push(`no ${table} table`);
      continue;
    }
    const counted = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    parts.push(`${(counted.rows[0]?.n ?? 0).toLocaleString('en')} ${table}`);
  }
  return parts.join(', ');
}
