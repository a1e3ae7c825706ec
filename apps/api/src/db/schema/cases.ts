import { CASE_STATUSES } from '@docket/contract';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { caseTypes } from './case-types.ts';
import { users } from './users.ts';

export const caseStatus = pgEnum('case_status', CASE_STATUSES);

export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseTypeId: integer('case_type_id')
      .notNull()
      .references(() => caseTypes.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    solicitorId: uuid('solicitor_id').references(() => users.id),
    supportType: smallint('support_type').notNull().default(0),
    description: text('description'),
    status: caseStatus('status').notNull().default('Open'),
    /** When the case was last closed; null while it is open or pending. Retention counts from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A legal hold keeps everything of the case past its retention period, until it is lifted. */
    legalHoldReason: text('legal_hold_reason'),
    legalHoldBy: uuid('legal_hold_by').references(() => users.id),
    legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
    /** Set when the client was erased on request and the case kept without what named them. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // A read model for the case list: names copied in (and refreshed when they change) so that a
    // page of 100,000 cases is searched with one trigram index and sorted on an index, without joins.
    caseTypeName: text('case_type_name').notNull().default(''),
    clientName: text('client_name').notNull().default(''),
    solicitorName: text('solicitor_name'),
    searchText: text('search_text').notNull().default(''),
    // The checklist's read model (checklist.ts): the stage, and what the work queues filter on.
    stage: text('stage', { enum: ['WaitingForClient', 'WithFirm', 'Complete'] })
      .notNull()
      .default('Complete'),
    awaitingReviewCount: integer('awaiting_review_count').notNull().default(0),
    neededCount: integer('needed_count').notNull().default(0),
    /** The earliest due date of an item still needed from the client. */
    earliestDueDate: date('earliest_due_date', { mode: 'string' }),
  },
  (t) => [
    index('cases_client_idx').on(t.clientId, t.createdAt),
    index('cases_solicitor_idx').on(t.solicitorId, t.createdAt),
    index('cases_type_idx').on(t.caseTypeId),
    index('cases_created_at_idx').on(t.createdAt),
    index('cases_case_type_name_idx').on(t.caseTypeName),
    index('cases_client_name_idx').on(t.clientName),
    index('cases_solicitor_name_idx').on(t.solicitorName),
    index('cases_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('cases_awaiting_review_idx').on(t.createdAt).where(sql`${t.awaitingReviewCount} > 0`),
    index('cases_needed_idx').on(t.createdAt).where(sql`${t.neededCount} > 0`),
    index('cases_closed_at_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
    index('cases_earliest_due_idx').on(t.earliestDueDate).where(sql`${t.earliestDueDate} is not null`),
  ],
);

export const caseNotes = pgTable(
  'case_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    /** Staff notes stay internal unless shared; a client's own notes are always visible to staff. */
    isSharedWithClient: boolean('is_shared_with_client').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId, t.createdAt)],
);

export const caseStatusChanges = pgTable(
  'case_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    fromStatus: caseStatus('from_status').notNull(),
    toStatus: caseStatus('to_status').notNull(),
    reason: text('reason'),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('case_status_changes_case_idx').on(t.caseId, t.changedAt)],
);
