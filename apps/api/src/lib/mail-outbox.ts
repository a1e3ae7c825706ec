import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { decrypt, encrypt } from './crypto.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * How long an instance may take to hand a message over before another may try it: longer than
 * the mailer's own time limits (mailer.ts), so only a sender that died lets a message go twice.
 */
const CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Reset and invitation links last 7 days; a message still not delivered after a day is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Messages one instance hands over at once. */
const MAX_IN_FLIGHT = 10;
const OUTBOX_POLL_MS = 30_000;
/** Within the 10 s a shutdown is given (server.ts), with room for the rest of it. */
const STOP_WAIT_MS = 5_000;

export type MailOutbox = {
  /**
   * Writes the message to the outbox and returns once it is stored, so that the answer which
   * follows cannot outlive it. Sending starts at the next `wake()`.
   */
  enqueue(message: MailMessage): Promise<void>;
  /** Starts sending what was stored since the last round, if anything; called once an answer has gone. */
  wake(): void;
  /** Sends every message that is due, and resolves when no send is left in progress. */
  deliverDue(): Promise<void>;
  /** Sends what an earlier run left, then looks for due messages every 30 seconds. */
  start(): void;
  /**
   * Stops looking, waits for the round in progress and, for a few seconds, for the sends; a send
   * cut off is offered again once its claim lapses. What is left waits for the next start.
   */
  stop(): Promise<void>;
};

type Claimed = { id: number; sealedMessage: string; attempts: number; createdAt: Date };

/**
 * SECURITY: a request never waits for the mail server. Account answers that did would take a
 * relay's round trip longer for a known address than for an unknown one, and so tell who has an
 * account. Several instances share one outbox: each claims a batch with SKIP LOCKED and a lease,
 * so a message goes out once, and again only if its sender died before recording the delivery.
 */
export function createMailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  key: Buffer;
  clock: () => Date;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, mailer, key, clock, log } = deps;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let limited = false;
  let stored = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  async function claim(limit: number): Promise<Claimed[]> {
    const now = clock();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, now))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        sealedMessage: mailOutbox.sealedMessage,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
      });
  }

  const remove = (row: Claimed) => db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));

  async function deliver(row: Claimed): Promise<void> {
    let message: MailMessage;
    try {
      message = JSON.parse(decrypt(key, row.sealedMessage)) as MailMessage;
    } catch (error) {
      // Sealed under another ENCRYPTION_KEY: no later attempt can read it either.
      log.error({ err: error, outboxId: row.id }, 'e-mail in the outbox cannot be read; given up');
      await remove(row);
      return;
    }
    try {
      await mailer.send(message);
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await remove(row);
  }

  async function recordFailure(row: Claimed, error: unknown): Promise<void> {
    const now = clock();
    const permanent = isPermanent(error);
    if (permanent || now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
      log.error(
        { err: error, outboxId: row.id, attempts: row.attempts },
        permanent ? 'e-mail refused by the mail server; given up' : 'e-mail undelivered for a day; given up',
      );
      await remove(row);
      return;
    }
    const wait = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts - 1), LONGEST_RETRY_MS);
    log.warn(
      { err: error, outboxId: row.id, attempts: row.attempts, retryInMs: wait },
      'e-mail not sent yet',
    );
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + wait), lastError: failureCodes(error) })
      .where(eq(mailOutbox.id, row.id));
  }

  /** Sends run beside the rounds, so one message a slow relay holds does not hold up the rest. */
  function dispatch(row: Claimed): void {
    const sending: Promise<void> = deliver(row)
      .catch((error) => log.error({ err: error, outboxId: row.id }, 'e-mail outbox delivery failed'))
      .finally(() => {
        inFlight.delete(sending);
        // A round stopped at the limit left due messages behind: this send made room for one.
        if (limited) void startRound();
      });
    inFlight.add(sending);
  }

  /** Claims and dispatches due messages until none is left or the limit is reached. */
  async function claimAndDispatch(): Promise<void> {
    limited = false;
    while (!stopped) {
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (room <= 0) {
        limited = true;
        return;
      }
      const batch = await claim(room);
      for (const row of batch) dispatch(row);
      if (batch.length < room) return;
    }
  }

  function startRound(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (round) {
      // A message stored while a round runs may have missed its query: look once more after it.
      again = true;
      return round;
    }
    round = (async () => {
      try {
        do {
          again = false;
          await claimAndDispatch();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'e-mail outbox round failed');
      } finally {
        // In the same step as the last look at `again`, so no request for a round falls between.
        round = null;
      }
    })();
    return round;
  }

  async function deliverDue(): Promise<void> {
    // Sends that end make room for messages a round left at the limit, and start rounds of their own.
    do {
      await startRound();
      await Promise.all([...inFlight]);
    } while (!stopped && (limited || inFlight.size > 0 || round));
  }

  return {
    async enqueue(message) {
      const now = clock();
      await db.insert(mailOutbox).values({
        sealedMessage: encrypt(key, JSON.stringify(message)),
        createdAt: now,
        nextAttemptAt: now,
      });
      stored = true;
    },
    wake() {
      if (!stored) return;
      stored = false;
      void startRound();
    },
    deliverDue,
    start() {
      stopped = false;
      void startRound();
      clearInterval(timer);
      timer = setInterval(() => void startRound(), OUTBOX_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...inFlight]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
  };
}

/**
 * The error's codes alone ("EENVELOPE 451", "ECONNREFUSED"): a relay's reply text may quote the
 * address, which the table otherwise holds only sealed; the log has the whole error.
 */
function failureCodes(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const codes = [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number');
  return codes.length > 0 ? codes.join(' ') : 'unknown';
}

/**
 * Whether the mail server will never take this message: a 5xx reply to its recipient or to its
 * content. A 5xx to the greeting, the login or the sender is the server's set-up (a wrong
 * password, TLS required) and applies to every message alike, so those wait for it to be fixed;
 * 503 is a command out of sequence, a fault of the conversation rather than of the message.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
  return responseCode !== 503 && (command === 'RCPT TO' || command === 'DATA');
}
