import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What was erased, when, and under which rule, kept after the erasure: the only trace of an erased
 * case or person besides the audit record of the erasure. It names no one: ids (so an erasure can
 * be applied again to a database restored from an older backup), dates and counts.
 */
export const erasureTombstones = pgTable(
  'erasure_tombstones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'case': one case's documents and text (retention); 'person': a person erased on request. */
    subjectType: text('subject_type', { enum: ['case', 'person'] }).notNull(),
    /** The case's id, or the person's user id. */
    subjectId: text('subject_id').notNull(),
    /** 'retention' (the case type's period after closing) or 'request' (an administrator, on the person's request). */
    rule: text('rule', { enum: ['retention', 'request'] }).notNull(),
    /** The rule's terms at the time, e.g. { retentionMonths: 72, closedAt } or { cases: { erased, anonymised } }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
    /** The administrator who asked; null for the schedule. */
    erasedBy: uuid('erased_by'),
  },
  (t) => [index('erasure_tombstones_subject_idx').on(t.subjectType, t.subjectId)],
);

/**
 * Files whose rows are gone and whose bytes are still to be deleted from storage. Written in the
 * transaction that deletes the rows, removed once the bytes are gone, so a crash between the two
 * leaves a file to delete, never a row without a file or a file nobody will delete.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  storageKey: text('storage_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  /** Why: 'retention', 'erasure', 'export-expired'. */
  reason: text('reason').notNull(),
});

/** A person's erasure asked for by an administrator, carried out by background work. */
export const personErasures = pgTable(
  'person_erasures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the person's row is anonymised, and this must outlive what it points at. */
    userId: uuid('user_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    /** Why, in the administrator's words (the request's date and channel, not the person's details). */
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done'] })
      .notNull()
      .default('queued'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    tombstoneId: integer('tombstone_id').references(() => erasureTombstones.id),
  },
  (t) => [index('person_erasures_due_idx').on(t.status, t.requestedAt)],
);

/** A subject access export: everything held about one person, as one zip, built in the background. */
export const subjectAccessExports = pgTable(
  'subject_access_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person the export is about. Cascade: erasing a person takes their exports with them. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'building', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    /** Where the zip is kept (storage key), its size and SHA-256, once ready. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    fileCount: integer('file_count'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The download link stops working then, and the zip is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** SHA-256 of the download link's secret; the secret itself is shown once. */
    downloadTokenHash: text('download_token_hash'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    failureCode: text('failure_code'),
  },
  (t) => [
    index('subject_access_exports_user_idx').on(t.userId, t.requestedAt),
    index('subject_access_exports_due_idx').on(t.status, t.requestedAt),
  ],
);

/**
 * E-mails the mail server took, without their bodies (which carried one-time links): what a
 * subject access export lists as "e-mails sent". Written when the outbox delivers a message.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient's address, lower case. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sent_emails_recipient_idx').on(sql`lower(${t.recipient})`, t.sentAt)],
);
