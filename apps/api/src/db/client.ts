import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the API sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = { db: Db; close(): Promise<void> } & (
  | {
      kind: 'postgres';
      /** Where the server is, for work that needs a connection of its own. */
      url: string;
    }
  | {
      kind: 'pglite';
      /** The whole data directory as a tar archive (template copies, backups). */
      dumpDataDir: () => Promise<Blob>;
    }
);

/** Trigram search for the case list; the PostgreSQL server ships it as a trusted extension. */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/** `logger` sees every statement the handle sends (tests count them). */
export type DatabaseOptions = { logger?: Logger };

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // Date arithmetic in SQL (a retention period in months, a day's bucket) is done in UTC, as on
      // the embedded database, whatever zone the server was set up in.
      options: '-c TimeZone=UTC',
    });
    // An idle client that loses its server must not take the process down with it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return { db, kind: 'postgres', url: target.url, close: () => pool.end() };
  }
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create({
      ...PGLITE_OPTIONS,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    return wrapPglite(client, logger, async () => {});
  }
  mkdirSync(target.dataDir, { recursive: true });
  // SECURITY/DATA: PGlite does not lock its directory; two processes writing it corrupt it.
  const lock = acquireDirectoryLock(target.dataDir);
  try {
    const client = await PGlite.create({
      ...PGLITE_OPTIONS,
      dataDir: join(target.dataDir, 'pgdata'),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    return wrapPglite(client, logger, async () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, logger: Logger | false, afterClose: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}
