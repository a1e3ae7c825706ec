import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox, sentEmails } from '../db/schema/index.ts';
import { decrypt, encrypt } from './crypto.ts';
import { HOUSEKEEPING_PERIODS } from './housekeeping-periods.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { createRounds } from './rounds.ts';

/**
 * How long an instance may take to hand a message over before another may try it: longer than a
 * send lasts when every one of the mailer's limits runs out (mailer.ts: 30 s to connect, 30 s for
 * the greeting, 60 s of silence on each of about eight commands, some 9 minutes), so in practice
 * only a sender that died lets a message go twice. The limits time silence, so a relay that
 * trickles its replies can last longer; such a late sender then records nothing (recordFailure).
 */
const CLAIM_MS = 15 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Reset and invitation links last 7 days; a message still not delivered after a day is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Messages one instance hands over at once. */
const MAX_IN_FLIGHT = 10;
const OUTBOX_POLL_MS = 30_000;
/** Within the 10 s a shutdown is given (server.ts), with room for the rest of it. */
const STOP_WAIT_MS = 5_000;

/**
 * Where a message is stored: the caller's service context. Inside `inTransaction` that is the
 * transaction, so the message is stored with what it tells of, and `afterCommit` says when a
 * round can see it.
 */
export type EnqueueInto = { db: Db; afterCommit?: (then: () => void) => void };

export type MailOutbox = {
  /**
   * Writes the message to the outbox and returns once it is stored, so that the answer which
   * follows cannot outlive it. Sending starts at the first `wake()` after its transaction commits.
   */
  enqueue(message: MailMessage, into?: EnqueueInto): Promise<void>;
  /**
   * Starts a round if a message was committed since the last one started (or, during a round,
   * one more after it); called once an answer has gone.
   */
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
  let stopped = false;
  let limited = false;
  /** A message has committed since a wake last started a round, which therefore may have missed it. */
  let committed = false;
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

  async function deliver(row: Claimed): Promise<void> {
    let message: MailMessage;
    try {
      message = JSON.parse(decrypt(key, row.sealedMessage)) as MailMessage;
    } catch {
      // Sealed under another ENCRYPTION_KEY: an instance set up with its own key (none given, so one
      // of its DATA_DIR's) cannot read it, but an instance with the right key still can.
      await recordFailure(row, { code: UNREADABLE });
      return;
    }
    try {
      await mailer.send(message);
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await recordDelivery(row, message);
  }

  /**
   * The message leaves the outbox and enters the record of e-mails sent in one step, so the record
   * (which a subject access export lists) has every message the mail server took, once. A send
   * that outlasted its claim, whose message another instance also sent, is recorded once, by
   * whichever finished first.
   */
  async function recordDelivery(row: Claimed, message: MailMessage): Promise<void> {
    const sentAt = clock();
    await db.transaction(async (tx) => {
      const taken = await tx
        .delete(mailOutbox)
        .where(eq(mailOutbox.id, row.id))
        .returning({ id: mailOutbox.id });
      // Gone already: an erasure removed the message while it was being sent, and the record of it
      // must not bring the erased address back.
      if (taken.length === 0) return;
      await tx
        .insert(sentEmails)
        .values({ recipient: message.to.trim().toLowerCase(), subject: message.subject, sentAt });
    });
  }

  async function recordFailure(row: Claimed, error: unknown): Promise<void> {
    const now = clock();
    const permanent = isPermanent(error);
    // Only the attempt's holder decides: a send that outlasted its claim must not cut short, or
    // end, the claim of the instance that took the message over since.
    const stillOurs = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
    const facts = { failure: describeFailure(error), outboxId: row.id, attempts: row.attempts };
    const late = () => log.info(facts, 'e-mail attempt outlasted its claim; left to its new sender');
    if (permanent || now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
      const ended = await db.delete(mailOutbox).where(stillOurs).returning({ id: mailOutbox.id });
      if (ended.length === 0) return late();
      log.error(
        facts,
        permanent ? 'e-mail refused by the mail server; given up' : 'e-mail undelivered for a day; given up',
      );
      return;
    }
    const wait = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts - 1), LONGEST_RETRY_MS);
    const kept = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + wait), lastError: failureCodes(error) })
      .where(stillOurs)
      .returning({ id: mailOutbox.id });
    if (kept.length === 0) return late();
    log.warn({ ...facts, retryInMs: wait }, 'e-mail not sent yet');
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

  const rounds = createRounds({
    work: claimAndDispatch,
    stopped: () => stopped,
    onError: (error) => log.error({ err: error }, 'e-mail outbox round failed'),
  });
  const startRound = rounds.start;

  async function deliverDue(): Promise<void> {
    // Sends that end make room for messages a round left at the limit, and start rounds of their own.
    do {
      await startRound();
      await Promise.all([...inFlight]);
    } while (!stopped && (limited || inFlight.size > 0 || rounds.current()));
  }

  return {
    async enqueue(message, into = { db }) {
      if (into.db !== db && !into.afterCommit)
        throw new Error('a message stored in a transaction must be stored through inTransaction');
      const now = clock();
      await into.db.insert(mailOutbox).values({
        sealedMessage: encrypt(key, JSON.stringify(message)),
        createdAt: now,
        nextAttemptAt: now,
      });
      const ready = () => {
        committed = true;
      };
      // Not at the insert: until the commit no round can see the row, and another request's
      // answer in between would spend this message's wake on a round that misses it, so the
      // message's own answer, which comes after the commit, would find nothing to wake for.
      if (into.afterCommit) into.afterCommit(ready);
      else ready();
    },
    wake() {
      if (!committed) return;
      committed = false;
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
      await rounds.current();
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

/** The `sent-emails` schedule: the record of e-mails sent is kept six years (housekeeping-periods.ts). */
export async function clearOldSentEmails(db: Db, now: Date): Promise<{ sentEmails: number }> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - HOUSEKEEPING_PERIODS.sentEmails.keptYears);
  const deleted = await db
    .delete(sentEmails)
    .where(lt(sentEmails.sentAt, before))
    .returning({ id: sentEmails.id });
  return { sentEmails: deleted.length };
}

/** The failure code of a message no key of this instance's can open. */
const UNREADABLE = 'EUNREADABLE';

type SmtpError = { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown };

/**
 * The error's codes alone ("EENVELOPE 451", "ECONNREFUSED"): a relay's reply text may quote the
 * address, which the table otherwise holds only sealed.
 */
function failureCodes(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  const codes = [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number');
  return codes.length > 0 ? codes.join(' ') : 'unknown';
}

/**
 * What the log may say of a failure: its codes, the command answered and the enhanced status
 * code ("5.7.1"), but not the reply's text, which may quote the address; a failure without a
 * reply (a refused connection, a certificate) keeps its message, with any address in it masked.
 */
function describeFailure(error: unknown) {
  const { code, responseCode, command } = (error ?? {}) as SmtpError;
  const message = error instanceof Error ? error.message : String(code ?? error);
  return {
    codes: failureCodes(error),
    ...(typeof command === 'string' ? { command } : {}),
    ...(typeof responseCode === 'number'
      ? { status: enhancedStatus(error) ?? null }
      : { message: message.replace(/[^\s<>"',;:]+@[^\s<>"',;]+/g, '<address>') }),
  };
}

/** The reply's enhanced status code (RFC 3463: class.subject.detail), if it has one. */
function enhancedStatus(error: unknown): string | undefined {
  const { response } = (error ?? {}) as SmtpError;
  return typeof response === 'string'
    ? /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1]
    : undefined;
}

/** A reply without an enhanced code that says the recipient does not exist, and no more. */
const UNKNOWN_RECIPIENT = /unknown|no such|does ?n[o']t exist|not found|invalid (recipient|mailbox|address)/i;
/** Words of a refusal that every message meets alike: the server's set-up or policy. */
const SETUP_OR_POLICY = /relay|auth|rcpthosts|polic|spf|dmarc|dkim|verif|denied|block|spam|sender/i;

/**
 * Whether the mail server will never take this message: a 5xx reply to its recipient or to its
 * content that blames the address, the mailbox, the size or the content (5.1, 5.2, 5.3.4, 5.6),
 * or, from a server that gives no enhanced code, a recipient refused in words that say it does
 * not exist. Anything else waits and is tried again for a day: a refusal that applies to every
 * message alike is the server's set-up or policy (a wrong password, relaying denied, a sender
 * not yet verified, 5.7; Exim's "550 relay not permitted", qmail's 553 for a domain it does not
 * relay), to be fixed by the firm, and a message given up too soon is a reset link lost.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, command, response } = (error ?? {}) as SmtpError;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
  if (command !== 'RCPT TO' && command !== 'DATA') return false;
  const status = enhancedStatus(error);
  if (status) return /^5\.(1|2|6)\.|^5\.3\.4$/.test(status);
  const text = typeof response === 'string' ? response.slice(4) : '';
  return (
    command === 'RCPT TO' &&
    [550, 551, 553].includes(responseCode) &&
    UNKNOWN_RECIPIENT.test(text) &&
    !SETUP_OR_POLICY.test(text)
  );
}
