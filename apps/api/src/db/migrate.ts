import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** Applies the committed SQL migrations; safe to run at every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
