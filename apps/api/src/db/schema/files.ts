import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every stored file. An upload is 'staged' (only its uploader may claim or read it) until a later
 * request of the same user attaches it to something; staged files never claimed are swept.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Server-generated storage key; the only thing that locates the bytes. */
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind', { enum: ['case-document', 'template', 'avatar'] }).notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['staged', 'claimed'] })
      .notNull()
      .default('staged'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** What the file belongs to once claimed, e.g. 'case-document' / 'case-type-document' / 'user-avatar'. */
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
  },
  (t) => [
    index('stored_files_staged_idx').on(t.status, t.createdAt),
    index('stored_files_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

/**
 * A resumable upload being finished, then the answer its last PATCH gave (decision 035): a phone
 * that lost that answer asks again and is told the same, not "not found". The row is claimed
 * before the file is judged, so that only one request finishes an upload, on any instance; the
 * answer (the envelope, never the file) is kept for minutes, then swept.
 */
export const resumableUploadAnswers = pgTable('resumable_upload_answers', {
  /** tus's id of the upload: 32 hex characters, the server's own. */
  uploadId: text('upload_id').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The upload's length, which a HEAD of the finished upload reports as its offset too. */
  uploadLength: bigint('upload_length', { mode: 'number' }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The answer's HTTP status and body (Uploadfile's envelope, or the coded refusal) once finished. */
  status: integer('status'),
  answer: jsonb('answer'),
});
