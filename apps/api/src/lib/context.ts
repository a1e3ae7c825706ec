import type { Role } from '@docket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AccessTokenKey } from './access-token.ts';
import type { LocaleOverrides } from './locale-overrides.ts';
import type { MailOutbox } from './mail-outbox.ts';

export type Actor = { userId: string; role: Role; sessionId: string };

/** Work a committed change leaves for the background (the document checks, decision 039). */
export type BackgroundQueue = {
  /** Something was queued and committed: take it now if the queue runs. */
  wake(): void;
  /** Does everything due, one by one, and resolves when nothing due is left (tests). */
  runDue(): Promise<void>;
  /** Takes what is due now and every few seconds; wakes start rounds from now on. */
  start(): void;
  /** Stops taking work; the work in progress is cut short and left due for the next start. */
  stop(): Promise<void>;
};

/** Long-lived collaborators the services use, built once per app. */
export type AppServices = {
  config: Config;
  /** Shared state of several instances (rate limits, upload locks) when REDIS_URL is set. */
  redis?: Redis;
  mail: MailOutbox;
  checks: BackgroundQueue;
  accessKey: AccessTokenKey;
  /** 32 bytes for AES-256-GCM and HMAC of secrets at rest. */
  encryptionKey: Buffer;
  /** The firm's corrections of the shipped texts, DATA_DIR/locales (decision 040). */
  localeOverrides: LocaleOverrides;
};

/**
 * Runs `work` in one transaction, with a context whose `db` is that transaction. On PGlite a query
 * sent on the outer handle while the transaction is open would wait for ever: pass only `txCtx` on.
 */
export async function inTransaction<C extends ServiceContext, T>(
  ctx: C,
  work: (txCtx: C) => Promise<T>,
): Promise<T> {
  // Nested, the work commits with the outermost transaction, whose hooks it keeps.
  if (ctx.afterCommit) return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  const hooks: Array<() => void> = [];
  const result = await ctx.db.transaction((tx) =>
    work({ ...ctx, db: tx, afterCommit: (then) => void hooks.push(then) }),
  );
  for (const then of hooks) then();
  return result;
}

/** What a service needs to know about the request it serves, and nothing of HTTP. */
export type ServiceContext = {
  db: Db;
  /** Inside `inTransaction` only: runs `then` once the transaction has committed, never if it rolls back. */
  afterCommit?: (then: () => void) => void;
  actor: Actor | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  log: FastifyBaseLogger;
  now: () => Date;
  services: AppServices;
};

/**
 * The context of a signed-in caller. Routes of endpoints that need a session make it (the sign-in
 * check has run before them: plugins/auth.ts), so a service taking it never asks whether there is one.
 */
export type ActorContext = ServiceContext & { actor: Actor };
