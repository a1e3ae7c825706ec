import { type AnyColumn, and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cases, caseTypes, keyDates, tasks, taskTemplates, users } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskTemplateRow = typeof taskTemplates.$inferSelect;

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const completer = alias(users, 'completer');
const fullName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`;

/** The case, when it exists and `visible` (the caller's rule) lets the caller see it. */
export async function visibleCase(db: Db, caseId: number, visible: SQL) {
  const [row] = await db
    .select({ id: cases.id, solicitorId: cases.solicitorId })
    .from(cases)
    .where(and(eq(cases.id, caseId), visible));
  return row;
}

/** Whether the key date belongs to the case. */
export async function keyDateOfCase(db: Db, keyDateId: number, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: keyDates.id })
    .from(keyDates)
    .where(and(eq(keyDates.id, keyDateId), eq(keyDates.caseId, caseId)));
  return row !== undefined;
}

export async function insertTasks(db: Db, values: (typeof tasks.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return rows.map((row) => row.id);
}

/** A case's tasks with their people's names: open first, then soonest due (no date last). */
export function tasksOfCase(db: Db, caseId: number) {
  return db
    .select({
      task: tasks,
      assigneeName: fullName(assignee),
      createdByName: fullName(creator),
      completedByName: fullName(completer),
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(completer, eq(completer.id, tasks.completedBy))
    .where(eq(tasks.caseId, caseId))
    .orderBy(sql`${tasks.status} <> 'open'`, sql`${tasks.dueDate} asc nulls last`, asc(tasks.id));
}

/** A task of a case the caller may see, locked for the change that follows. */
export async function taskForChange(db: Db, id: number, visible: SQL) {
  const [row] = await db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .where(and(eq(tasks.id, id), visible))
    .for('update', { of: tasks });
  return row?.task;
}

export async function updateTask(db: Db, id: number, set: Partial<typeof tasks.$inferInsert>): Promise<void> {
  await db.update(tasks).set(set).where(eq(tasks.id, id));
}

/** The open tasks assigned to `userId` on the cases `visible` lets them see, soonest due first. */
export function openTasksOf(db: Db, userId: string, visible: SQL, limit: number) {
  return db
    .select({
      id: tasks.id,
      caseId: tasks.caseId,
      caseTypeName: cases.caseTypeName,
      title: tasks.title,
      dueDate: tasks.dueDate,
      priority: tasks.priority,
      keyDateId: tasks.keyDateId,
    })
    .from(tasks)
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .where(and(eq(tasks.assigneeId, userId), eq(tasks.status, 'open'), visible))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id))
    .limit(limit);
}

/** The open tasks a template made for a key date, locked: the key date is closing without them. */
export function openTemplateTasksOf(db: Db, keyDateId: number) {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.keyDateId, keyDateId), eq(tasks.status, 'open'), isNotNull(tasks.templateId)))
    .orderBy(asc(tasks.id))
    .for('update');
}

export async function caseTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: caseTypes.id }).from(caseTypes).where(eq(caseTypes.id, id));
  return row !== undefined;
}

export function templatesOfCaseType(db: Db, caseTypeId: number) {
  return db
    .select()
    .from(taskTemplates)
    .where(eq(taskTemplates.caseTypeId, caseTypeId))
    .orderBy(asc(taskTemplates.ruleKey), asc(taskTemplates.id));
}

/** The templates of the case's type for a deadline rule. */
export function templatesForRule(db: Db, caseId: number, ruleKey: string) {
  return db
    .select({ template: taskTemplates })
    .from(taskTemplates)
    .innerJoin(cases, eq(cases.caseTypeId, taskTemplates.caseTypeId))
    .where(and(eq(cases.id, caseId), eq(taskTemplates.ruleKey, ruleKey)))
    .orderBy(asc(taskTemplates.id));
}

export async function insertTemplate(db: Db, values: typeof taskTemplates.$inferInsert): Promise<number> {
  const [row] = await db.insert(taskTemplates).values(values).returning({ id: taskTemplates.id });
  if (!row) throw new Error('task template not inserted');
  return row.id;
}

/** Changes a template of the case type; false when it has none of that id. */
export async function updateTemplate(
  db: Db,
  id: number,
  caseTypeId: number,
  set: Partial<typeof taskTemplates.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(taskTemplates)
    .set(set)
    .where(and(eq(taskTemplates.id, id), eq(taskTemplates.caseTypeId, caseTypeId)))
    .returning({ id: taskTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Db, id: number) {
  const [row] = await db.delete(taskTemplates).where(eq(taskTemplates.id, id)).returning({
    caseTypeId: taskTemplates.caseTypeId,
    title: taskTemplates.title,
    ruleKey: taskTemplates.ruleKey,
  });
  return row;
}
