import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { createTestDatabase } from './test-database.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

/** A clock the test moves by hand; every rule in the API reads it. */
export class TestClock {
  current = new Date();
  now = (): Date => new Date(this.current);
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** PostgreSQL only: where the test's database is, for a connection of the test's own. */
  databaseUrl?: string;
  config: Config;
  clock: TestClock;
  smtp: TestSmtp;
  /**
   * The statements `work` sent to the database, in order; the app's background work (mail, sweep)
   * is not counted. Begin and commit appear on PostgreSQL only, where drizzle sends them itself.
   */
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  /** Sends e-mail instead of the test SMTP server. */
  mailer?: Mailer;
  /** Add routes (for example one that throws) before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
};

/** A whole API on a fresh database, a temporary data directory and a real SMTP server; nothing listens. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docket-test-'));
  const smtp = await startTestSmtp();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://docket.test',
    SMTP_URL: smtp.url,
    ACCOUNT_RATE_LIMIT: '10000',
    // A loaded test machine can stall PGlite's thread for a second (under-pressure then reads the
    // delay as infinite, past any limit); only the overload test wants 503s, so the check is off.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const clock = new TestClock();
  // Statements are told to whichever recording started the work that sent them.
  const recording = new AsyncLocalStorage<string[]>();
  const database = await createTestDatabase({
    logger: { logQuery: (statement) => recording.getStore()?.push(statement) },
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? false,
    clock: clock.now,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  smtp.deliver = () => app.services.jobs.drain(['send-email']);
  return {
    app,
    db: database.db,
    ...(database.kind === 'postgres' ? { databaseUrl: database.url } : {}),
    config,
    clock,
    smtp,
    statementsDuring: async (work) => {
      const statements: string[] = [];
      await recording.run(statements, work);
      return statements;
    },
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
