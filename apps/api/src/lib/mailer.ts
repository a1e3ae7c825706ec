import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

const FROM = 'Docket <no-reply@docket.local>';

/**
 * E-mail over SMTP_URL, or without it into DATA_DIR/outbox as .eml files with their links logged,
 * so the product can be tried without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      writeFileSync(join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, links, file: name },
        'e-mail written to the outbox',
      );
    },
  };
}

export type MailQueue = {
  /** Hands a message over; the caller does not wait, and a failure is logged. */
  sendLater(message: MailMessage): void;
  /** Resolves once everything handed over has been sent or has failed. */
  drain(): Promise<void>;
};

/**
 * SECURITY: a request must not wait for the mail server. Account answers that did would take a
 * mail server's round trip longer for a known address than for an unknown one, and so tell who
 * has an account. Closing the app waits for what was handed over.
 */
export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    sendLater(message) {
      const sending: Promise<void> = mailer
        .send(message)
        .catch((error) => log.error({ err: error }, 'e-mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
