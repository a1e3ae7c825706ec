import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { withDatabase } from './database-url.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default or on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: template });
  }
  const name = `docket_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: withDatabase(serverUrl, name),
    maxConnections: 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
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
