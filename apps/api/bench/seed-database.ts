/**
 * Run by `npm run bench` in a process of its own, with the Node of the checkout being seeded (this
 * one, or BENCH_BASE's): migrates an empty PostgreSQL database with that checkout's migrations and
 * fills it with that checkout's bench/seed-cases.ts, loaded from the checkout, so the data fits the
 * schema of the commit measured. Gives the sign-in phase's clients their password, and answers the
 * seeded cases' id range over IPC.
 *
 * argv[2]: JSON of SeedRequest.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { CaseRange } from './api-phases.ts';

export type SeedRequest = {
  root: string;
  url: string;
  cases: number;
  admin: { email: string; password: string };
  signIn: { emails: string[]; password: string };
};

export type SeedReport = { type: 'seeded'; cases: CaseRange; seconds: number };

/** What this script uses of a checkout; every commit since the bench has seeded this way. */
type CheckoutModules = {
  client: {
    openDatabase(target: { kind: 'postgres'; url: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  };
  migrate: { runMigrations(handle: unknown): Promise<void> };
  seed: { seedCases(db: unknown, count: number, admin: SeedRequest['admin']): Promise<void> };
  passwords: { hashPassword(password: string): Promise<string> };
};

const request = JSON.parse(process.argv[2] ?? '') as SeedRequest;
const load = (path: string) => import(pathToFileURL(join(request.root, 'apps/api', path)).href);
const modules: CheckoutModules = {
  client: await load('src/db/client.ts'),
  migrate: await load('src/db/migrate.ts'),
  seed: await load('bench/seed-cases.ts'),
  passwords: await load('src/modules/account/passwords.ts'),
};

const began = performance.now();
const handle = await modules.client.openDatabase({ kind: 'postgres', url: request.url });
try {
  await modules.migrate.runMigrations(handle);
  await modules.seed.seedCases(handle.db, request.cases, request.admin);
} finally {
  await handle.close();
}
const client = new pg.Client({ connectionString: request.url, application_name: 'docket-bench' });
await client.connect();
try {
  await client.query('update users set password_hash = $1 where email = any($2)', [
    await modules.passwords.hashPassword(request.signIn.password),
    request.signIn.emails,
  ]);
  await giveDocumentsToCasesWithout(client);
  // As autovacuum leaves a firm's tables: the visibility map set, so an index-only scan reads the
  // index alone. A database copied from this one never would be (the copy starts with no record
  // of the inserts that would wake autovacuum), and every count would read the table as well.
  await client.query('vacuum (analyze)');
  const range = await client.query<{ lo: number | null; hi: number | null }>(
    'select min(id) as lo, max(id) as hi from cases',
  );
  const { lo, hi } = range.rows[0] ?? {};
  if (lo == null || hi == null) throw new Error(`${request.root}: the seed made no cases`);
  const report: SeedReport = {
    type: 'seeded',
    cases: { lo, hi },
    seconds: (performance.now() - began) / 1000,
  };
  process.send?.(report);
} finally {
  await client.end();
}

/**
 * A commit from before the checklists (decision 025), such as c3f223e, seeds cases with no
 * documents, where this checkout's seed gives each case two (a passport and a witness statement):
 * its cases get the same two, in its own tables, so that GetCaseById answers the same work on
 * both sides and the ratio measures the code, not the data. Nothing is done where the seed made
 * documents itself.
 */
async function giveDocumentsToCasesWithout(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ none: boolean }>(
    'select not exists (select 1 from case_documents) as none',
  );
  if (!rows[0]?.none) return;
  await client.query(`
    with files as (
      insert into stored_files (storage_key, kind, original_name, content_type, size_bytes, sha256,
                                uploaded_by, status, created_at, owner_type, owner_id)
      select 'case-document/' || gen_random_uuid(), 'case-document', d.name || '.pdf', 'application/pdf', 48213,
             'bench', c.client_id, 'claimed', c.created_at, 'case-document', c.id::text
      from cases c cross join (values ('Passport'), ('Witness statement')) as d(name)
      returning id, owner_id, original_name, uploaded_by, created_at)
    insert into case_documents (case_id, kind, title, stored_file_id, uploaded_by, uploaded_at)
    select owner_id::int, 'required', replace(original_name, '.pdf', ''), id, uploaded_by, created_at from files`);
}
