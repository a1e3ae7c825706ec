import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { linkIn } from '../../test/test-smtp.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createMailOutbox } from './mail-outbox.ts';
import { createMailer } from './mailer.ts';
import { must } from './must.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  t.smtp.refusal.code = null;
  t.smtp.refusal.at = 'recipient';
  t.smtp.refusal.text = 'Refused for the test';
  t.smtp.hold.on = false;
  // What a failed test left must not fail the next one.
  t.smtp.releaseAll();
  await t.db.delete(mailOutbox);
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });
const outbox = () => t.db.select().from(mailOutbox);
const MINUTE = 60_000;
const message = (to: string) => ({ to, subject: 'Hello', text: 'x', html: '<p>x</p>' });

/** A logger whose lines land in `lines`, one JSON object each. */
function capturingLog(lines: string[]) {
  return pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
}

/** Another instance's outbox on the same database and mail server, with its own key or log if given. */
function otherInstance(options: { key?: Buffer; log?: pino.Logger } = {}) {
  const log = options.log ?? t.app.log;
  return createMailOutbox({
    db: t.db,
    mailer: createMailer({ smtpUrl: t.smtp.url, outboxDir: '', publicUrl: '', log }),
    key: options.key ?? t.app.services.encryptionKey,
    clock: t.clock.now,
    log,
  });
}

describe('the e-mail outbox', () => {
  it('keeps a message the mail server turns away for now, sealed, and sends it when due', async () => {
    const user = await createUser(t.db, 'Client');
    t.smtp.refusal.code = 451;
    const since = t.smtp.received.length;
    const refusedBefore = t.smtp.refusal.count;
    expect((await forgot(user.email)).statusCode).toBe(200);
    await t.app.services.mail.deliverDue();
    expect(t.smtp.refusal.count).toBe(refusedBefore + 1);

    const [kept, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^E\w+ 451$/) });
    const { nextAttemptAt, sealedMessage } = must(kept, 'the message kept for another try');
    expect(nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MINUTE);
    // The message carries a one-time link: the database holds it only sealed.
    expect(sealedMessage).not.toContain(user.email);
    expect(sealedMessage).not.toContain('set-password');

    // Not due yet: nothing is offered again.
    t.smtp.refusal.code = null;
    await t.app.services.mail.deliverDue();
    expect(t.smtp.received.length).toBe(since);

    t.clock.advance(MINUTE);
    await t.app.services.mail.deliverDue();
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe('Reset your Docket password');
    expect(linkIn(mail, '/account/set-password').searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await outbox()).toEqual([]);
  });

  it('waits twice as long after each failure, up to an hour', async () => {
    const user = await createUser(t.db, 'Client');
    t.smtp.refusal.code = 451;
    await forgot(user.email);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      await t.app.services.mail.deliverDue();
      const [row] = await outbox();
      const wait = must(row, 'the message waiting').nextAttemptAt.getTime() - t.clock.now().getTime();
      waits.push(wait / MINUTE);
      t.clock.advance(wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    t.smtp.refusal.code = null;
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toEqual([]);
    await t.smtp.messageTo(user.email);
  });

  it('gives up on a message the mail server refuses for good, not on a fault of its set-up, and after a day', async () => {
    const refused = await createUser(t.db, 'Client');
    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = 'User unknown';
    const since = t.smtp.received.length;
    const refusedBefore = t.smtp.refusal.count;
    await forgot(refused.email);
    await t.app.services.mail.deliverDue();
    expect(t.smtp.refusal.count).toBe(refusedBefore + 1);
    expect(t.smtp.received.length).toBe(since);
    expect(await outbox()).toEqual([]);

    // A server that refuses every sender is set up wrongly (a login, TLS): the message waits for it.
    const waiting = await createUser(t.db, 'Client');
    t.smtp.refusal.at = 'sender';
    await forgot(waiting.email);
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toMatchObject([{ attempts: 1 }]);
    t.smtp.refusal.code = null;
    t.clock.advance(MINUTE);
    await t.app.services.mail.deliverDue();
    await t.smtp.messageTo(waiting.email);
    expect(await outbox()).toEqual([]);

    const stuck = await createUser(t.db, 'Client');
    t.smtp.refusal.at = 'recipient';
    t.smtp.refusal.code = 451;
    await forgot(stuck.email);
    await t.app.services.mail.deliverDue();
    t.clock.advance(23 * 60 * MINUTE);
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toHaveLength(1);
    t.clock.advance(60 * MINUTE);
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toEqual([]);
  });

  it('tells an unknown address, given up, from relaying denied, which waits, with or without enhanced codes', async () => {
    await t.app.services.mail.enqueue(message('relayed@example.test'));
    // The firm's relay wants a login SMTP_URL lacks: every message meets it, none is lost to it.
    // Postfix, Exim and qmail say so in these words.
    const setUpFaults: Array<[number, string]> = [
      [554, '5.7.1 <relayed@example.test>: Relay access denied'],
      [550, 'relay not permitted'],
      [553, "sorry, that domain isn't in my list of allowed rcpthosts"],
      [550, '5.7.54 Unable to relay recipient in non-accepted domain'],
    ];
    for (const [attempt, [code, text]] of setUpFaults.entries()) {
      t.smtp.refusal.code = code;
      t.smtp.refusal.text = text;
      await t.app.services.mail.deliverDue();
      expect(await outbox(), text).toMatchObject([{ attempts: attempt + 1, lastError: `EENVELOPE ${code}` }]);
      t.clock.advance(60 * MINUTE);
    }

    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = '5.1.1 No such user here';
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toEqual([]);
  });

  it('keeps a message sealed under another key for an instance that can open it', async () => {
    // An instance started without ENCRYPTION_KEY seals with a key of its own DATA_DIR.
    const stranger = otherInstance({ key: randomBytes(32) });
    await stranger.enqueue(message('sealed@example.test'));
    await t.app.services.mail.deliverDue();
    expect(await outbox()).toMatchObject([{ attempts: 1, lastError: 'EUNREADABLE' }]);

    t.clock.advance(MINUTE);
    await stranger.deliverDue();
    await t.smtp.messageTo('sealed@example.test');
    expect(await outbox()).toEqual([]);
  });

  it('lets a send that outlasted its claim change nothing of the claim that took over', async () => {
    t.smtp.hold.on = true;
    const lines: string[] = [];
    const slow = otherInstance({ log: capturingLog(lines) });
    await slow.enqueue(message('slow.relay@example.test'));
    const first = slow.deliverDue();
    await t.smtp.waitForHeld(1);
    // The relay has stalled past the claim: another instance takes the message over.
    t.clock.advance(15 * MINUTE);
    const second = t.app.services.mail.deliverDue();
    await t.smtp.waitForHeld(2);
    const [claimed] = await outbox();
    expect(claimed).toMatchObject({ attempts: 2, lastError: null });

    // The first send fails at last; the second instance's claim stands.
    t.smtp.release(451);
    await first;
    expect(await outbox()).toEqual([claimed]);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'e-mail attempt outlasted its claim; left to its new sender',
    ]);

    t.smtp.release(null);
    await second;
    await t.smtp.messageTo('slow.relay@example.test');
    expect(await outbox()).toEqual([]);
  });

  it('logs a failure by its codes, never the relay’s reply, which may quote the address', async () => {
    const lines: string[] = [];
    const address = 'quoted.back@example.test';
    const logged = otherInstance({ log: capturingLog(lines) });
    t.smtp.refusal.code = 450;
    t.smtp.refusal.text = `4.2.0 <${address}>: Recipient address rejected: Greylisted`;
    await logged.enqueue(message(address));
    await logged.deliverDue();
    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = `5.1.1 <${address}>: Recipient address rejected: User unknown`;
    t.clock.advance(MINUTE);
    await logged.deliverDue();
    expect(await outbox()).toEqual([]);

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; failure?: unknown });
    expect(entries.map((entry) => [entry.msg, entry.failure])).toEqual([
      ['e-mail not sent yet', { codes: 'EENVELOPE 450', command: 'RCPT TO', status: '4.2.0' }],
      [
        'e-mail refused by the mail server; given up',
        { codes: 'EENVELOPE 550', command: 'RCPT TO', status: '5.1.1' },
      ],
    ]);
    expect(lines.join('')).not.toContain(address);
  });

  it('offers each message once when two instances share the outbox', async () => {
    const other = otherInstance();
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, 'Client')));
    const since = t.smtp.received.length;
    await t.app.services.mail.stop();
    try {
      await Promise.all(users.map((user) => forgot(user.email)));
      expect(await outbox()).toHaveLength(users.length);
    } finally {
      t.app.services.mail.start();
    }
    await Promise.all([t.app.services.mail.deliverDue(), other.deliverDue(), other.deliverDue()]);
    await Promise.all(users.map((user) => t.smtp.messageTo(user.email, since)));
    expect(
      t.smtp.received
        .slice(since)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(users.map((user) => user.email.toLowerCase()).sort());
    expect(await outbox()).toEqual([]);
  });

  it('refuses a message stored in a transaction whose commit it would not hear of', async () => {
    await expect(
      t.db.transaction((tx) => t.app.services.mail.enqueue(message('unheard@example.test'), { db: tx })),
    ).rejects.toThrow(/inTransaction/);
    expect(await outbox()).toEqual([]);
  });

  it('sends more messages than it hands over at once before deliverDue resolves', async () => {
    const since = t.smtp.received.length;
    const addresses = Array.from({ length: 23 }, (_, i) => `many-${i}@example.test`);
    for (const to of addresses)
      await t.app.services.mail.enqueue({ to, subject: 'Many', text: 'x', html: '<p>x</p>' });
    await t.app.services.mail.deliverDue();
    expect(
      t.smtp.received
        .slice(since)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([...addresses].sort());
    expect(await outbox()).toEqual([]);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The advisory lock `hold_for_test()` waits on; a trigger calls it where the test wants a pause. */
const HOLD_KEY = 21021;

/**
 * Two transactions at once need two connections: PGlite has one and runs one transaction at a time,
 * so there a round's query waits for a sign-up's commit and cannot miss its message. PostgreSQL
 * lets the test stop a sign-up or a round at an exact step, by a trigger that waits on a lock the
 * test holds on a connection of its own.
 */
describe('waking the outbox once an answer has gone', () => {
  let w: TestApp;
  beforeAll(async () => {
    w = await buildTestApp();
    if (onPostgres) {
      await w.db.execute(
        sql.raw(`create function hold_for_test() returns trigger language plpgsql as $$
          begin
            perform pg_advisory_xact_lock_shared(${HOLD_KEY});
            return new;
          end $$`),
      );
    }
  });
  afterAll(() => w.close());
  beforeEach(async () => {
    // As on a listening server: a round now, the next look 30 seconds on, afresh for each test.
    await w.app.services.mail.stop();
    w.app.services.mail.start();
  });

  const signUp = (email: string) =>
    w.app.inject({
      method: 'POST',
      url: '/api/user/SaveUser',
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, contact: '0770 0900123' },
    });

  /** Takes the lock `hold_for_test()` waits on, until `release`. */
  async function hold() {
    const client = new pg.Client({ connectionString: w.databaseUrl });
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [HOLD_KEY]);
    return {
      /** Resolves once `count` statements of the app wait on the lock. */
      async waiting(count: number): Promise<void> {
        const deadline = Date.now() + 5000;
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_locks
              where locktype = 'advisory' and not granted and objid = $1
                and database = (select oid from pg_database where datname = current_database())`,
            [HOLD_KEY],
          );
          const held = must(rows[0], 'the count').n;
          if (held >= count) return;
          if (Date.now() > deadline) throw new Error(`${held} of ${count} statements held`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
      release: () => client.query('select pg_advisory_unlock($1)', [HOLD_KEY]),
      /** Ends the connection, and with it the lock if a failed test left it held. */
      close: () => client.end(),
    };
  }

  /** Creates `trigger` (on `table`, by `definition`) and holds the lock it waits on; `close` drops it again. */
  async function holdAt(trigger: string, table: string, definition: string) {
    await w.db.execute(sql.raw(definition));
    const lock = await hold();
    return {
      ...lock,
      close: async () => {
        await lock.close();
        await w.db.execute(sql.raw(`drop trigger ${trigger} on ${table}`));
      },
    };
  }

  /** The round's claim waits at the first row it marks: the round is running. */
  const holdClaim = () =>
    holdAt(
      'hold_claim',
      'mail_outbox',
      `create trigger hold_claim before update on mail_outbox
        for each row execute function hold_for_test()`,
    );

  it('sends the e-mail of every sign-up made at once within seconds, not at the next look', async () => {
    const since = w.smtp.received.length;
    const addresses = Array.from({ length: 6 }, (_, i) => `together-${i}@example.test`);
    const answers = await Promise.all(addresses.map(signUp));
    expect(answers.map((answer) => answer.statusCode)).toEqual(addresses.map(() => 200));
    await Promise.all(addresses.map((address) => w.smtp.messageTo(address, since, 5000)));
  });

  it.runIf(onPostgres)(
    'sends a sign-up stored before another answer’s round and committed after that round looked',
    async () => {
      const late = 'late.commit@example.test';
      // At the commit of the second sign-up: its message is stored, and not yet visible to a round.
      const lock = await holdAt(
        'hold_commit',
        'users',
        `create constraint trigger hold_commit after insert on users
          deferrable initially deferred for each row
          when (new.email = '${late}') execute function hold_for_test()`,
      );
      try {
        const since = w.smtp.received.length;
        const second = signUp(late);
        await lock.waiting(1);
        expect((await signUp('early.commit@example.test')).statusCode).toBe(200);
        // The round the first answer started has looked, and found only the first message.
        await w.smtp.messageTo('early.commit@example.test', since, 5000);
        await lock.release();
        expect((await second).statusCode).toBe(200);
        // Well within the 30 s poll: the second answer's own wake-up started a round.
        await w.smtp.messageTo(late, since, 5000);
      } finally {
        await lock.close();
      }
    },
  );

  it.runIf(onPostgres)('looks again after a round during which another answer went', async () => {
    const lock = await holdClaim();
    try {
      const since = w.smtp.received.length;
      expect((await signUp('during.first@example.test')).statusCode).toBe(200);
      await lock.waiting(1);
      // Committed after the held round's query began: that query cannot see it.
      expect((await signUp('during.second@example.test')).statusCode).toBe(200);
      await lock.release();
      await w.smtp.messageTo('during.first@example.test', since, 5000);
      await w.smtp.messageTo('during.second@example.test', since, 5000);
    } finally {
      await lock.close();
    }
  });

  it.runIf(onPostgres)(
    'stops after the running round, without the look it owed, and sends the rest at the next start',
    async () => {
      const lock = await holdClaim();
      try {
        const since = w.smtp.received.length;
        expect((await signUp('stopping.first@example.test')).statusCode).toBe(200);
        await lock.waiting(1);
        expect((await signUp('stopping.second@example.test')).statusCode).toBe(200);
        let stopped = false;
        const stopping = w.app.services.mail.stop().then(() => {
          stopped = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(stopped).toBe(false);
        await lock.release();
        await stopping;
        // The claimed message was sent while stop waited; the one owed a second look is left.
        await w.smtp.messageTo('stopping.first@example.test', since, 0);
        expect(await w.db.select().from(mailOutbox)).toMatchObject([{ attempts: 0 }]);
        w.app.services.mail.start();
        await w.smtp.messageTo('stopping.second@example.test', since, 5000);
      } finally {
        await lock.close();
      }
    },
  );
});
