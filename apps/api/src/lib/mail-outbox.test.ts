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
afterEach(() => {
  t.smtp.refusal.code = null;
  t.smtp.refusal.at = 'recipient';
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });
const outbox = () => t.db.select().from(mailOutbox);
const MINUTE = 60_000;

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
    await forgot(refused.email);
    await t.app.services.mail.deliverDue();
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

  it('offers each message once when two instances share the outbox', async () => {
    // A second instance's outbox on the same database, sending through the same mail server.
    const other = createMailOutbox({
      db: t.db,
      mailer: createMailer({ smtpUrl: t.smtp.url, outboxDir: '', publicUrl: '', log: t.app.log }),
      key: t.app.services.encryptionKey,
      clock: t.clock.now,
      log: t.app.log,
    });
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
