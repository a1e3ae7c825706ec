import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobsSchema } from '../lib/jobs/engine.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 7_276_001;

/**
 * Applies the committed SQL migrations, then installs or upgrades the background engine's schema
 * (pg-boss's, decision 043); safe to run at every start.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // Several instances may start at once: one migrates while the others wait on the lock.
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client) as unknown as NodePgDatabase, { migrationsFolder });
      await installJobsSchema(handle.db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.end();
    }
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await installJobsSchema(handle.db);
  }
}
