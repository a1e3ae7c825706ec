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
    // Bounded well inside the outbox's claim on a message (mail-outbox.ts), so a relay that
    // stalls fails the attempt before another may start; nodemailer would wait 10 minutes.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
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
