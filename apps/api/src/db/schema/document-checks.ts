import type { DocumentFinding } from '@docket/contract';
import { DOCUMENT_CHECK_STATUSES } from '@docket/contract';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.ts';
import { caseDocuments } from './checklist.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The automatic check of one case document (decision 039), queued in the transaction that made the
 * document with its `document-check` job, which the background engine gives to one instance
 * (decision 043). The row is the check's state for the screens; `leaseUntil` is when a running
 * attempt is presumed dead, or when a queued one is next due.
 */
export const documentChecks = pgTable(
  'document_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .unique()
      .references(() => caseDocuments.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    status: text('status', { enum: DOCUMENT_CHECK_STATUSES }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** When a queued check is due; while one is running, when its claim lapses. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Advice with its reasons, never a verdict: DocumentFinding[] (contract document-check-values.ts). */
    findings: jsonb('findings').$type<DocumentFinding[]>().notNull().default(sql`'[]'::jsonb`),
    /** The OCR's mean word confidence, 0–100; null when the text came without OCR. */
    confidence: real('confidence'),
    pages: integer('pages'),
    /** The text search configuration the text was indexed with: english, arabic or simple. */
    language: text('language'),
    rulesVersion: smallint('rules_version'),
    /** A code only (e.g. 'timeout', 'unsupported'): never text from the document. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('document_checks_due_idx').on(t.leaseUntil).where(sql`${t.status} in ('queued', 'running')`),
    index('document_checks_case_idx').on(t.caseId),
  ],
);

/**
 * The text read from a case document, a row per page, as sensitive as the file itself: shown only
 * through the case's access rules, never logged, deleted with its document. `tsv` indexes it both
 * stemmed (English, or Arabic for Arabic text) and as plain words (`simple`: names, references,
 * every other language).
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => caseDocuments.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    page: integer('page').notNull(),
    language: text('language', { enum: ['english', 'arabic', 'simple'] }).notNull(),
    body: text('body').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`(case language when 'arabic' then to_tsvector('arabic'::regconfig, body) when 'english' then to_tsvector('english'::regconfig, body) else ''::tsvector end || to_tsvector('simple'::regconfig, body))`,
      ),
  },
  (t) => [
    index('document_texts_tsv_idx').using('gin', t.tsv),
    index('document_texts_document_idx').on(t.documentId, t.page),
    index('document_texts_case_idx').on(t.caseId),
  ],
);
