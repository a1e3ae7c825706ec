import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { taskContext } from '../../test/contexts.ts';
import { createUser } from '../../test/factories.ts';
import { clearJobs, jobsNamed } from '../../test/jobs.ts';
import { linkIn } from '../../test/test-smtp.ts';
import { inTransaction } from './context.ts';
import { queueEmail } from './mail-outbox.ts';
import { sendEmailJob } from './send-email.job.ts';

/** The e-mail outbox on the background engine: each message a send-email job (send-email.job.ts). */
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
  await clearJobs(t.db, 'send-email');
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });
const jobs = () => jobsNamed(t.db, 'send-email');
const states = async () => (await jobs()).map((job) => job.state);
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

describe('the e-mail outbox', () => {
  it('keeps a message the mail server turns away for now, sealed, and sends it when its back-off is over', async () => {
    const user = await createUser(t.db, 'Client');
    t.smtp.refusal.code = 451;
    const since = t.smtp.received.length;
    const refusedBefore = t.smtp.refusal.count;
    expect((await forgot(user.email)).statusCode).toBe(200);
    await t.app.services.jobs.drain();
    expect(t.smtp.refusal.count).toBe(refusedBefore + 1);

    const [kept, ...others] = await jobs();
    expect(others).toEqual([]);
    expect(kept).toMatchObject({
      state: 'retry',
      retryCount: 0,
      output: { message: expect.stringMatching(/^E\w+ 451$/) },
    });
    // The message carries a one-time link: the database holds it only sealed.
    const stored = JSON.stringify(kept?.data);
    expect(stored).not.toContain(user.email);
    expect(stored).not.toContain('set-password');
    // pg-boss's back-off: the first retry waits one to two minutes (with jitter), not at once.
    const wait = (kept?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(MINUTE - 5_000);
    expect(wait).toBeLessThanOrEqual(2 * MINUTE);

    // Not due yet: nothing is offered again.
    t.smtp.refusal.code = null;
    await t.app.services.jobs.drain();
    expect(t.smtp.received.length).toBe(since);

    t.clock.set(new Date(Date.now() + 2 * MINUTE));
    await t.app.services.jobs.drain();
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe('Reset your Docket password');
    expect(linkIn(mail, '/account/set-password').searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await states()).toEqual(['completed']);
    t.clock.set(new Date());
  });

  it('retries for about a day: back-off doubling from a minute up to an hour', () => {
    const { limit, delaySeconds, maxDelaySeconds = 0 } = sendEmailJob.retries;
    expect([delaySeconds, maxDelaySeconds]).toEqual([60, 3600]);
    // The longest each wait can be (pg-boss draws each between half and all of it).
    let total = 0;
    for (let retry = 1; retry <= limit; retry++)
      total += Math.min(maxDelaySeconds, delaySeconds * 2 ** retry);
    expect(total / 3600).toBeGreaterThan(20);
    expect(total / 3600).toBeLessThan(32);
  });

  it('gives up on a message the mail server refuses for good, not on a fault of its set-up', async () => {
    const refused = await createUser(t.db, 'Client');
    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = 'User unknown';
    const since = t.smtp.received.length;
    await forgot(refused.email);
    await t.app.services.jobs.drain();
    expect(t.smtp.received.length).toBe(since);
    expect(await jobs()).toMatchObject([{ state: 'completed', output: { givenUp: 1 } }]);
    await clearJobs(t.db, 'send-email');

    // A server that refuses every sender is set up wrongly (a login, TLS): the message waits for it.
    const waiting = await createUser(t.db, 'Client');
    t.smtp.refusal.at = 'sender';
    await forgot(waiting.email);
    await t.app.services.jobs.drain();
    expect(await states()).toEqual(['retry']);
  });

  it('tells an unknown address, given up, from relaying denied, which waits, with or without enhanced codes', async () => {
    // The firm's relay wants a login SMTP_URL lacks: every message meets it, none is lost to it.
    // Postfix, Exim and qmail say so in these words.
    const setUpFaults: Array<[number, string]> = [
      [554, '5.7.1 <relayed@example.test>: Relay access denied'],
      [550, 'relay not permitted'],
      [553, "sorry, that domain isn't in my list of allowed rcpthosts"],
      [550, '5.7.54 Unable to relay recipient in non-accepted domain'],
    ];
    for (const [code, text] of setUpFaults) {
      await queueEmail(taskContext(t), message('relayed@example.test'));
      t.smtp.refusal.code = code;
      t.smtp.refusal.text = text;
      await t.app.services.jobs.drain();
      expect(await jobs(), text).toMatchObject([
        { state: 'retry', output: { message: `EENVELOPE ${code}` } },
      ]);
      await clearJobs(t.db, 'send-email');
    }
    await queueEmail(taskContext(t), message('relayed@example.test'));
    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = '5.1.1 No such user here';
    await t.app.services.jobs.drain();
    expect(await jobs()).toMatchObject([{ state: 'completed', output: { givenUp: 1 } }]);
  });

  it('leaves a message sealed under another key for an instance that can open it', async () => {
    // An instance started without ENCRYPTION_KEY seals with a key of its own DATA_DIR.
    await queueEmail(taskContext(t), message('sealed@example.test'), randomBytes(32));
    await t.app.services.jobs.drain();
    expect(await jobs()).toMatchObject([{ state: 'retry', output: { message: 'EUNREADABLE' } }]);
  });

  it('logs a failure by its codes, never the relay’s reply, which may quote the address', async () => {
    const lines: string[] = [];
    const address = 'quoted.back@example.test';
    const log = capturingLog(lines);
    t.smtp.refusal.code = 450;
    t.smtp.refusal.text = `4.2.0 <${address}>: Recipient address rejected: Greylisted`;
    const ctx = { ...taskContext(t), log };
    await sendEmailJob
      .run(
        ctx,
        { sealed: await sealed(address) },
        { id: randomUuid(), retryCount: 0, signal: new AbortController().signal },
      )
      .catch(() => undefined);
    t.smtp.refusal.code = 550;
    t.smtp.refusal.text = `5.1.1 <${address}>: Recipient address rejected: User unknown`;
    await sendEmailJob.run(
      ctx,
      { sealed: await sealed(address) },
      { id: randomUuid(), retryCount: 1, signal: new AbortController().signal },
    );

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

  it('queues nothing when the transaction that caused the message rolls back', async () => {
    await expect(
      inTransaction(taskContext(t), async (tx) => {
        await queueEmail(tx, message('unheard@example.test'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs()).toEqual([]);
  });

  it('sends more messages than one batch takes before drain resolves', async () => {
    const since = t.smtp.received.length;
    const addresses = Array.from({ length: 23 }, (_, i) => `many-${i}@example.test`);
    for (const to of addresses)
      await queueEmail(taskContext(t), { to, subject: 'Many', text: 'x', html: '<p>x</p>' });
    await t.app.services.jobs.drain();
    expect(
      t.smtp.received
        .slice(since)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([...addresses].sort());
    expect(new Set(await states())).toEqual(new Set(['completed']));
  });
});

/** The sealed form of a message to `to`, as the outbox stores it. */
async function sealed(to: string): Promise<string> {
  await queueEmail(taskContext(t), message(to));
  const [job] = (await jobs()).slice(-1);
  await clearJobs(t.db, 'send-email');
  return String(job?.data.sealed);
}

function randomUuid(): string {
  return crypto.randomUUID();
}
