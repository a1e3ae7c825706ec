import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server in the test process; messages are parsed as a mail client would. */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /**
   * Set `code` to a reply code (451: try later, 550: never) to turn recipients away, or senders
   * with `at: 'sender'` (a server that refuses everyone alike); null takes them. `text` is the
   * reply's text, where an enhanced status code goes ("5.7.1 Relay access denied").
   */
  const refusal: { code: number | null; at: 'recipient' | 'sender'; text: string; count: number } = {
    code: null,
    at: 'recipient',
    text: 'Refused for the test',
    count: 0,
  };
  /** While true, each recipient waits until the test answers it: a relay that stalls. */
  const hold = { on: false };
  const heldReplies: Array<(code: number | null) => void> = [];
  const answer = (code: number | null, callback: (error?: Error) => void) => {
    if (code === null) return callback();
    refusal.count++;
    callback(Object.assign(new Error(refusal.text), { responseCode: code }));
  };
  const refuse = (at: 'recipient' | 'sender', callback: (error?: Error) => void) => {
    if (at === 'recipient' && hold.on) {
      heldReplies.push((code) => answer(code, callback));
      return;
    }
    answer(refusal.code !== null && refusal.at === at ? refusal.code : null, callback);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      refuse('sender', callback);
    },
    onRcptTo(_address, _session, callback) {
      refuse('recipient', callback);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A client killed mid-message (a crash test's SIGKILL) resets its connection: not the test's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Sends the e-mail the app has queued (buildTestApp sets it: the engine's drain of send-email). */
    deliver: async (): Promise<void> => {},
    refusal,
    hold,
    /** Answers the oldest held recipient: a reply code, or null to take it. */
    release(code: number | null): void {
      const next = heldReplies.shift();
      if (!next) throw new Error('no recipient is held');
      next(code);
    },
    /** Turns away every recipient still held, so a failed test leaves no send hanging. */
    releaseAll(): void {
      for (const next of heldReplies.splice(0)) next(451);
    },
    /** Waits until `count` recipients are held. */
    async waitForHeld(count: number, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (heldReplies.length < count) {
        if (Date.now() > deadline) throw new Error(`${heldReplies.length} of ${count} recipients held`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** The newest message to an address (with this subject, if given), waiting for it to arrive. */
    async messageTo(address: string, since = 0, timeoutMs = 5000, subject?: string): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // An app that does not listen runs no background work by itself: its queued e-mail goes now.
        await this.deliver();
        const found = received
          .slice(since)
          .findLast(
            (m) =>
              (m.to.includes(address.toLowerCase()) || m.to.includes(address)) &&
              (subject === undefined || m.subject === subject),
          );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no e-mail to ${address}${subject ? ` about "${subject}"` : ''}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** The first link in a message that points at the given path. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(match);
}
