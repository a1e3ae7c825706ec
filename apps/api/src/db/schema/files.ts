import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
