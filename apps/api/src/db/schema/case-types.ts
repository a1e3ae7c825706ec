import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const caseTypes = pgTable(
  'case_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    requiresEligibilityDocuments: boolean('requires_eligibility_documents').notNull().default(false),
    requiresSupportTypeDocuments: boolean('requires_support_type_documents').notNull().default(true),
    allowedSupportTypes: smallint('allowed_support_types').array().notNull().default(sql`'{1,2,3}'`),
    /** Days after a document went missing on which the client is reminded (the reminder round). */
    reminderDays: smallint('reminder_days').array().notNull().default(sql`'{3,7,14}'`),
    /** Months after a case of this type is closed that its documents and their text are kept (decision 041). */
    retentionMonths: smallint('retention_months').notNull().default(72),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set instead of deleting a type that cases use: it leaves new cases and lists, old cases keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    // Names are unique regardless of case among the types in use; an archived name may be reused.
    uniqueIndex('case_types_name_active_key').on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  ],
);

export const caseTypeDocuments = pgTable(
  'case_type_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseTypeId: integer('case_type_id')
      .notNull()
      .references(() => caseTypes.id, { onDelete: 'cascade' }),
    /** 'required' (spec id '1') or 'eligibility' (spec id '2'). */
    kind: text('kind', { enum: ['required', 'eligibility'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Eligibility documents belong to one support type. */
    supportType: smallint('support_type'),
    templateKey: text('template_key'),
    templateName: text('template_name'),
    position: integer('position').notNull().default(0),
    /** The kind of document the automatic checks expect here (a DOCUMENT_KINDS value), or none. */
    checkKind: text('check_kind'),
    /** How many months after its own date the document is still recent enough (a bank statement: 3). */
    maxAgeMonths: smallint('max_age_months'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('case_type_documents_type_idx').on(t.caseTypeId)],
);
