import { CHECKLIST_STATES } from '@docket/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { caseTypeDocuments } from './case-types.ts';
import { cases } from './cases.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

export const checklistState = pgEnum('checklist_state', CHECKLIST_STATES);

/**
 * One document a case needs or has: the case type's required documents, the eligibility documents
 * of its support type, and those the firm asks for later. Uploads to it are versions (case_documents
 * with its id); its state follows the newest version's review.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    definitionId: integer('definition_id').references(() => caseTypeDocuments.id),
    kind: text('kind', { enum: ['required', 'eligibility', 'requested', 'additional'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** A needed item holds the case back while it is Missing or Rejected; an optional one does not. */
    isRequired: boolean('is_required').notNull(),
    templateKey: text('template_key'),
    templateName: text('template_name'),
    dueDate: date('due_date', { mode: 'string' }),
    state: checklistState('state').notNull(),
    /** Why it was rejected (a REJECTION_REASONS key) and the firm's words, or why it was waived. */
    reasonCode: text('reason_code'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id),
    /** When it last became Missing or Rejected: its reminders count their days from here. */
    neededSince: timestamp('needed_since', { withTimezone: true }),
    /**
     * The latest reminder day (days after neededSince) the client has been reminded for; the next
     * reminder is for the first of the case type's days after it, whatever the days are by then.
     */
    remindedThroughDay: smallint('reminded_through_day').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('checklist_items_case_idx').on(t.caseId, t.position),
    // The reminder round looks only at items that wait on a client.
    index('checklist_items_needed_idx').on(t.neededSince).where(sql`${t.state} in ('Missing', 'Rejected')`),
  ],
);

/**
 * Each reminder a case's client was sent, by the round (automatic) or by the firm. One automatic
 * reminder per case per day: two instances running the round at once insert one row, and only the
 * one that inserted it sends.
 */
export const caseReminders = pgTable(
  'case_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    kind: text('kind', { enum: ['automatic', 'manual'] }).notNull(),
    /** The day (UTC) it was sent. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentBy: uuid('sent_by').references(() => users.id),
    itemIds: integer('item_ids').array().notNull(),
  },
  (t) => [
    index('case_reminders_case_idx').on(t.caseId, t.sentAt),
    uniqueIndex('case_reminders_automatic_daily_key')
      .on(t.caseId, t.sentOn)
      .where(sql`${t.kind} = 'automatic'`),
  ],
);

/** Every file uploaded to a case: the versions of its checklist items. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    documentDefinitionId: integer('document_definition_id').references(() => caseTypeDocuments.id),
    kind: text('kind', { enum: ['required', 'eligibility', 'additional'] }).notNull(),
    /** The name of an additional document, which has no definition to name it. */
    title: text('title'),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** A replaced document stays on record; only the newest of a definition is current. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** The checklist item this is a version of. */
    checklistItemId: integer('checklist_item_id').references(() => checklistItems.id),
    /** The firm's review of this version: Accept or Reject (with its reason), or none yet. */
    reviewDecision: text('review_decision', { enum: ['Accept', 'Reject'] }),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('case_documents_case_idx').on(t.caseId),
    index('case_documents_item_idx').on(t.checklistItemId, t.uploadedAt),
    // One current version per item, whatever two uploads at once do.
    uniqueIndex('case_documents_current_version_key')
      .on(t.checklistItemId)
      .where(sql`${t.replacedAt} is null and ${t.checklistItemId} is not null`),
  ],
);
