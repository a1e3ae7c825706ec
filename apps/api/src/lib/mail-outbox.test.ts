import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { linkIn } from '../../test/test-smtp.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createMailOutbox } from './mail-outbox.ts';
import { createMailer } from './mailer.ts';

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
    expect(kept!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MINUTE);
    // The message carries a one-time link: the database holds it only sealed.
    expect(kept!.sealedMessage).not.toContain(user.email);
    expect(kept!.sealedMessage).not.toContain('set-password');

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
      const wait = row!.nextAttemptAt.getTime() - t.clock.now().getTime();
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
