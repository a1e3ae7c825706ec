import { CASE_STATUSES } from '@docket/contract';
import { index, integer, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { caseTypeDocuments, caseTypes } from './case-types.ts';
import { storedFiles } from './files.ts';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cases_client_idx').on(t.clientId, t.createdAt),
    index('cases_solicitor_idx').on(t.solicitorId, t.createdAt),
    index('cases_type_idx').on(t.caseTypeId),
    index('cases_created_at_idx').on(t.createdAt),
  ],
);

export const caseDocuments = pgTable(
  'case_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    documentDefinitionId: integer('document_definition_id').references(() => caseTypeDocuments.id),
    kind: text('kind', { enum: ['required', 'eligibility', 'additional'] }).notNull(),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** A replaced document stays on record; only the newest of a definition is current. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('case_documents_case_idx').on(t.caseId)],
);
