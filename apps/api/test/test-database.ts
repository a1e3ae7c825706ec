import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../src/db/client.ts';
import { withDatabase } from './database-url.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default or on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: template }, options);
  }
  const name = `docket_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
  const handle = await openDatabase(
    { kind: 'postgres', url: withDatabase(serverUrl, name), maxConnections: 5 },
    options,
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The database of a server process a test starts and kills: a copy of the run's template in its
 * own PostgreSQL database (TEST_DATABASE_URL) or in the embedded database under `dataDir`.
 * `create` makes the copy and opens it (to seed it before the server starts), `open` reads it as
 * the server left it, `env` points the server at it, `drop` removes the PostgreSQL copy.
 */
export function processDatabase(dataDir: string, prefix: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = serverUrl ? withDatabase(serverUrl, name) : undefined;
  const open = (loadDataDir?: Blob): Promise<DatabaseHandle> =>
    url
      ? openDatabase({ kind: 'postgres', url, maxConnections: 2 })
      : openDatabase({ kind: 'pglite', dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  return {
    backend: serverUrl ? 'PostgreSQL' : 'the embedded database',
    onServer: url !== undefined,
    env: (url ? { DATABASE_URL: url } : {}) as Record<string, string>,
    async create(): Promise<DatabaseHandle> {
      if (!serverUrl) return open(new Blob([readFileSync(inject('pgliteTemplatePath'))]));
      await adminQuery(serverUrl, `create database "${name}" template "${inject('postgresTemplateName')}"`);
      return open();
    },
    open: () => open(),
    async drop(): Promise<void> {
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** One statement on the server's maintenance connection (creating or dropping a database). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  // Copying a template fails while another copy of it is being made; test files start together.
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    } finally {
      await client.end();
    }
  }
}
