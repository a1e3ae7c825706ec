import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  /** Add routes (for example one that throws) before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
};

/** A whole API on a fresh database and a temporary data directory; nothing listens. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docket-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, db: database.db, logger: options.logger ?? false });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
