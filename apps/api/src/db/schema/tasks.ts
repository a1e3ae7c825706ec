import { TASK_OFFSET_DIRECTIONS, TASK_OFFSET_UNITS, TASK_PRIORITIES, TASK_STATUSES } from '@docket/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { caseTypes } from './case-types.ts';
import { cases } from './cases.ts';
import { keyDates } from './key-dates.ts';
import { users } from './users.ts';

/**
 * What a case type's key dates of one rule set the firm to do (decision 048): "Draft grounds of
 * appeal, 5 working days before the appeal deadline". Adding a key date of the rule to a case of
 * the type makes a task of each, in the same transaction.
 */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseTypeId: integer('case_type_id')
      .notNull()
      .references(() => caseTypes.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
    title: text('title').notNull(),
    offsetAmount: smallint('offset_amount').notNull(),
    offsetUnit: text('offset_unit', { enum: TASK_OFFSET_UNITS }).notNull(),
    offsetDirection: text('offset_direction', { enum: TASK_OFFSET_DIRECTIONS }).notNull().default('before'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('task_templates_case_type_rule_idx').on(t.caseTypeId, t.ruleKey)],
);

/**
 * A case's task: the firm's own work, never shown to its client. Deleted with its case; a task
 * made for a key date (`key_date_id`) by a template (`template_id`) keeps both links while they last.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    minutesSpent: integer('minutes_spent'),
    keyDateId: integer('key_date_id').references(() => keyDates.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => taskTemplates.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tasks_case_idx').on(t.caseId, t.dueDate),
    // "Mine": a person's open tasks, soonest due first, read in index order and cut at its limit.
    index('tasks_assignee_open_idx').on(t.assigneeId, t.dueDate, t.id).where(sql`${t.status} = 'open'`),
    index('tasks_key_date_open_idx').on(t.keyDateId).where(sql`${t.status} = 'open'`),
  ],
);
