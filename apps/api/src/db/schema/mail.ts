import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail not yet taken by the mail server. A message is written here before the request that
 * causes it is answered, and deleted once delivered, so a crash or a relay that is down loses
 * nothing that was acknowledged (lib/mail-outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Recipient, subject and bodies, sealed with ENCRYPTION_KEY: the bodies carry one-time links. */
    sealedMessage: text('sealed_message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the message is due; while an instance sends it, when that instance's claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);
