import type { BackgroundJobName, Role, UploadKind } from '@docket/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { storedFiles } from '../db/schema/index.ts';
import type { AccessTokenKey } from './access-token.ts';
import type { LocaleOverrides } from './locale-overrides.ts';
import type { Mailer } from './mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { ResumableStore } from './storage/resumable-stores.ts';

export type Actor = { userId: string; role: Role; sessionId: string };

export type SendOptions = {
  /** Not before this time: retries and spread-out work (the reminder round). */
  startAfter?: Date;
  /** One job of this key waits at a time (queues whose policy is one per key). */
  singletonKey?: string;
};

/** The background engine as every service receives it, `ctx.services.jobs`. */
export type Jobs = {
  /**
   * Queues a job in the caller's transaction (`ctx.db`): it exists once the change that caused it
   * commits, and never if it rolls back; the engine takes it as soon as the commit is done.
   */
  send(
    ctx: Pick<ServiceContext, 'db' | 'afterCommit'>,
    name: BackgroundJobName,
    data: object,
    options?: SendOptions,
  ): Promise<void>;
  /** As send, for many jobs in one statement. */
  sendMany(
    ctx: Pick<ServiceContext, 'db' | 'afterCommit'>,
    name: BackgroundJobName,
    jobs: Array<{ data: object } & SendOptions>,
  ): Promise<void>;
  /** Jobs of the name waiting or running (a round that would queue more waits for them). */
  waiting(name: BackgroundJobName): Promise<number>;
  /**
   * Lets people go first inside a long run: a round that goes through many cases calls it between
   * pieces and waits, as each batch does, while requests are served or the event loop lags (at most
   * a few seconds). Returns at once where the engine is not started (tests' drain).
   */
  pace(): Promise<void>;
  /** Every job the engine runs, as defined in the modules' *.job.ts files (lib/jobs/job.ts). */
  readonly definitions: readonly { name: BackgroundJobName; everyMs?: number }[];
  /**
   * Works off everything due by the app's clock now, ignoring the pace and the yield gate, and
   * resolves when nothing due is left. Tests, which move the app's clock, use it instead of waiting;
   * `only` limits it to some jobs (the e-mail a test waits for, say).
   */
  drain(only?: readonly BackgroundJobName[]): Promise<void>;
};

/** A stored file's row. */
export type StoredFile = typeof storedFiles.$inferSelect;

/** What a claimed file belongs to: its owner type, whose policy says who may read it, and its id. */
export type FileOwner = { type: string; id: string };

/**
 * Who may read the files of one owner type, and what a read is recorded against. `readable` is a
 * SQL condition, given the owner's id, that holds when the actor may read the owner's files: it is
 * evaluated in the statement that finds the file (files.service.ts, findReadableFile, says why).
 * The module that owns files of a type says it, in its .policy.ts.
 */
export type FileAccessPolicy = {
  readable: (actor: Actor, ownerId: SQL) => SQL;
  auditTarget?: (ownerId: string) => { type: string; id: string | number };
};

/** The files module's operations, as every service receives them (modules/files/file-operations.ts). */
export type FileOperations = {
  /** Where the files' bytes are kept: DATA_DIR/files or the bucket. */
  storage: FileStorage;
  /** Where resumable uploads gather their bytes until the last arrives. */
  resumable: ResumableStore;
  /** Attaches the caller's staged upload as a file of `kind`, whose rules it must meet; refuses a missing one. */
  claim(ctx: ActorContext, storageKey: string, kind: UploadKind, owner: FileOwner): Promise<StoredFile>;
  /** As claim, but answers null for an upload that is not there, so a caller can report every missing file at once. */
  tryClaim(
    ctx: ActorContext,
    storageKey: string,
    kind: UploadKind,
    owner: FileOwner,
  ): Promise<StoredFile | null>;
  /** Who may read the files of each owner type. */
  policies: ReadonlyMap<string, FileAccessPolicy>;
  /** Removes the resumable uploads a user began and never finished (their erasure); answers how many. */
  removeUploadsOf(userId: string): Promise<number>;
};

/** Long-lived collaborators the services use, built once per app. */
export type AppServices = {
  config: Config;
  /** Shared state of several instances (rate limits, upload locks) when REDIS_URL is set. */
  redis?: Redis;
  /** What hands a message to the mail server (the send-email job's). */
  mailer: Mailer;
  /** The background engine: queue work in the caller's transaction (decision 043). */
  jobs: Jobs;
  accessKey: AccessTokenKey;
  /** 32 bytes for AES-256-GCM and HMAC of secrets at rest. */
  encryptionKey: Buffer;
  /** The firm's corrections of the shipped texts, DATA_DIR/locales (decision 040). */
  localeOverrides: LocaleOverrides;
  /** Claims, read policies, storage and resumable uploads: the files module's, for every module. */
  files: FileOperations;
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

/**
 * The context of work nobody asked for just now (a schedule's task, a job): no actor, no request.
 * The one place such a context is made; the app (or anything with its db, services, clock and
 * log) is its source.
 */
export function backgroundContext(source: {
  db: Db;
  services: AppServices;
  clock: () => Date;
  log: FastifyBaseLogger;
}): ServiceContext {
  return {
    db: source.db,
    actor: null,
    ip: null,
    userAgent: null,
    requestId: null,
    log: source.log,
    now: source.clock,
    services: source.services,
  };
}
