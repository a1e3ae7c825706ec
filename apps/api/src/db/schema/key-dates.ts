import { EVENT_KINDS, KEY_DATE_STATUSES } from '@docket/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.ts';
import { caseDocuments } from './checklist.ts';
import { users } from './users.ts';

/**
 * The non-working days of England and Wales besides weekends (decision 046): those shipped with
 * Docket, those imported from gov.uk's bank-holidays.json and those an administrator added. A day
 * removed is kept with `removed_at`, so a shipped day taken out does not come back at the next start.
 */
export const holidayDays = pgTable('holiday_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  title: text('title').notNull(),
  source: text('source', { enum: ['shipped', 'govuk-feed', 'manual'] }).notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  addedBy: uuid('added_by').references(() => users.id),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: uuid('removed_by').references(() => users.id),
});

/** Who of the firm verified a version of a rule, and when: without a row, the rule is "not verified". */
export const ruleVerifications = pgTable(
  'rule_verifications',
  {
    ruleKey: text('rule_key').notNull(),
    ruleVersion: smallint('rule_version').notNull(),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleKey, t.ruleVersion] })],
);

export const keyDateStatus = pgEnum('key_date_status', KEY_DATE_STATUSES);

/**
 * A date a case lives by: counted from a rule (with its steps kept) or entered by hand. `safe_due_date`
 * is the one shown and reminded: the earlier reading where a rule's end is not verified, and the
 * earlier date while a later one waits for its assignee's acceptance (`pending_due_date`).
 */
export const keyDates = pgTable(
  'key_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key'),
    ruleVersion: smallint('rule_version'),
    label: text('label').notNull(),
    triggerDate: date('trigger_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    safeDueDate: date('safe_due_date', { mode: 'string' }).notNull(),
    pendingDueDate: date('pending_due_date', { mode: 'string' }),
    /** The counting's steps (the contract's KeyDateStep[]), shown behind "How was this worked out?". */
    computation: jsonb('computation').notNull().default(sql`'[]'::jsonb`),
    status: keyDateStatus('status').notNull().default('open'),
    critical: boolean('critical').notNull().default(false),
    clientVisible: boolean('client_visible').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id),
    supervisorId: uuid('supervisor_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
    evidenceFileId: uuid('evidence_file_id'),
    /** The document of the case that proves it done (the tribunal's acknowledgement), if given. */
    evidenceDocumentId: integer('evidence_document_id').references(() => caseDocuments.id, {
      onDelete: 'set null',
    }),
    waivedReason: text('waived_reason'),
    /** The letter of the case that started the clock ("Add a letter"); null when none was recorded. */
    letterDocumentId: integer('letter_document_id').references(() => caseDocuments.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('key_dates_case_idx').on(t.caseId, t.safeDueDate),
    index('key_dates_open_idx').on(t.safeDueDate, t.id).where(sql`${t.status} = 'open'`),
    index('key_dates_assignee_open_idx').on(t.assigneeId, t.safeDueDate).where(sql`${t.status} = 'open'`),
    // The Deadlines queue's groups, each read in (date, id) order and cut at its limit without a sort.
    index('key_dates_overdue_idx').on(t.safeDueDate, t.id).where(sql`${t.status} in ('open', 'missed')`),
    index('key_dates_unassigned_idx')
      .on(t.safeDueDate, t.id)
      .where(sql`${t.status} = 'open' and ${t.assigneeId} is null`),
    // The calendar's key dates (every status but superseded), read in (date, id) order and cut at
    // its limit without a sort.
    index('key_dates_calendar_idx').on(t.safeDueDate, t.id).where(sql`${t.status} <> 'superseded'`),
    index('key_dates_pending_idx')
      .on(t.safeDueDate, t.id)
      .where(sql`${t.status} = 'open' and ${t.pendingDueDate} is not null`),
  ],
);

/** Every change of a key date, with its reason: append-only. */
export const keyDateChanges = pgTable(
  'key_date_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyDateId: integer('key_date_id')
      .notNull()
      .references(() => keyDates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    oldDue: date('old_due', { mode: 'string' }),
    newDue: date('new_due', { mode: 'string' }),
    reason: text('reason'),
    note: text('note'),
    byId: uuid('by_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('key_date_changes_key_date_idx').on(t.keyDateId, t.at)],
);

/**
 * A hearing, a Home Office interview, a meeting: a case's appointment, with where it is (or its
 * link) and the interpreter the client needs (rule 19(4)(d) asks for language and dialect).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    remoteLink: text('remote_link'),
    interpreterLanguage: text('interpreter_language'),
    interpreterDialect: text('interpreter_dialect'),
    interpreterBooked: boolean('interpreter_booked').notNull().default(false),
    clientVisible: boolean('client_visible').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('calendar_events_case_idx').on(t.caseId, t.startsAt),
    // The calendar's appointments, in (start, id) order as it answers them.
    index('calendar_events_starts_idx').on(t.startsAt, t.id).where(sql`${t.cancelledAt} is null`),
  ],
);

/** A person's private iCalendar feed: only the token's hash is kept; a revoked feed answers as missing. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('calendar_feeds_user_idx').on(t.userId)],
);

/**
 * The reminders of key dates sent, one row per date, kind, recipient and due date: a reminder is
 * claimed by inserting its row (on conflict do nothing) in the transaction that leaves its
 * notification and queues its e-mail, so it goes out once across instances; a date that moves is
 * reminded again for its new day.
 */
export const keyDateReminders = pgTable(
  'key_date_reminders',
  {
    keyDateId: integer('key_date_id')
      .notNull()
      .references(() => keyDates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyDateId, t.kind, t.recipientId, t.dueDate] })],
);

/**
 * The reminders of appointments sent to the case's client, one row per appointment, kind (`in3Days`,
 * `tomorrow`), recipient and the appointment's London day: claimed as the key dates' reminders
 * are, so each goes out once across instances; an appointment moved to another day is reminded
 * for its new day. The rows go with their appointment (and so with its case).
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.recipientId, t.day] })],
);

/**
 * The facts of a case the deadline rules depend on (in the UK or not, detained, accelerated, NASS
 * accommodation), as staff last said them when adding a letter: offered again with the next one.
 */
export const caseDeadlineFacts = pgTable('case_deadline_facts', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  location: text('location', { enum: ['in_uk', 'outside_uk'] }).notNull(),
  detained: boolean('detained').notNull(),
  acceleratedDetained: boolean('accelerated_detained').notNull(),
  nassAccommodation: boolean('nass_accommodation').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
