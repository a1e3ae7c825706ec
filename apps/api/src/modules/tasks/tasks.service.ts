import {
  type AddTaskRequest,
  type CancelTaskRequest,
  type CompleteTaskRequest,
  MY_TASKS_LIMIT,
  type MyTask,
  type SaveTaskTemplateRequest,
  type Task,
  type TaskTemplate,
  type UpdateTaskRequest,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { requireStaffOfCase } from '../cases/case-staff.service.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { dayOffsetCounter } from '../key-dates/holidays.service.ts';
import { currentRule } from '../key-dates/rules.service.ts';
import {
  caseTypeExists,
  deleteTemplate,
  insertTasks,
  insertTemplate,
  keyDateOfCase,
  openTasksOf,
  openTemplateTasksOf,
  type TaskRow,
  type TaskTemplateRow,
  taskForChange,
  tasksOfCase,
  templatesForRule,
  templatesOfCaseType,
  updateTask,
  updateTemplate,
  visibleCase,
} from './tasks.repository.ts';

/**
 * A case's tasks and the firm's task templates (issue 32, decision 048). Tasks are the firm's own
 * work: staff only, a solicitor on the cases assigned to them, anything else answered as missing.
 */

const caseTarget = (caseId: number) => ({ type: 'case', id: String(caseId) });

export async function addTask(ctx: ActorContext, input: AddTaskRequest): Promise<{ id: number }> {
  const found = await visibleCase(ctx.db, input.caseId, visibleCasesCondition(ctx.actor));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  const assigneeId = await requireStaffOfCase(ctx, input.assigneeId, found.id);
  if (input.keyDateId && !(await keyDateOfCase(ctx.db, input.keyDateId, found.id)))
    throw new AppError('KEY_DATE_NOT_FOUND');
  return inTransaction(ctx, async (txCtx) => {
    const now = txCtx.now();
    const [id] = await insertTasks(txCtx.db, [
      {
        caseId: found.id,
        title: input.title,
        notes: input.notes || null,
        assigneeId,
        dueDate: input.dueDate ?? null,
        priority: input.priority,
        keyDateId: input.keyDateId ?? null,
        createdBy: txCtx.actor.userId,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (id === undefined) throw new Error('task not inserted');
    await recordAudit(txCtx, 'task.added', caseTarget(found.id), {
      taskId: id,
      title: input.title,
      dueDate: input.dueDate ?? null,
      priority: input.priority,
      assigneeId,
    });
    return { id };
  });
}

function toTask(row: {
  task: TaskRow;
  assigneeName: string | null;
  createdByName: string | null;
  completedByName: string | null;
}): Task {
  const { task } = row;
  return {
    id: task.id,
    caseId: task.caseId,
    title: task.title,
    notes: task.notes,
    assigneeId: task.assigneeId,
    assigneeName: row.assigneeName,
    dueDate: task.dueDate,
    priority: task.priority,
    status: task.status,
    minutesSpent: task.minutesSpent,
    keyDateId: task.keyDateId,
    templateId: task.templateId,
    cancelReason: task.cancelReason,
    createdByName: row.createdByName,
    createdAt: task.createdAt.toISOString(),
    completedByName: row.completedByName,
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

export async function tasksForCase(ctx: ActorContext, caseId: number): Promise<{ tasks: Task[] }> {
  if (!(await visibleCase(ctx.db, caseId, visibleCasesCondition(ctx.actor))))
    throw new AppError('CASE_NOT_FOUND');
  return { tasks: (await tasksOfCase(ctx.db, caseId)).map(toTask) };
}

/** An open task of a case the caller works, changed in one transaction with its audit record. */
async function changeOpenTask(
  ctx: ActorContext,
  id: number,
  change: (txCtx: ActorContext, task: TaskRow) => Promise<{ action: string; details: object }>,
): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const task = await taskForChange(txCtx.db, id, visibleCasesCondition(txCtx.actor));
    if (!task) throw new AppError('TASK_NOT_FOUND');
    if (task.status !== 'open') throw new AppError('TASK_NOT_OPEN');
    const { action, details } = await change(txCtx, task);
    await recordAudit(txCtx, action, caseTarget(task.caseId), { taskId: id, title: task.title, ...details });
  });
}

export function completeTask(ctx: ActorContext, input: CompleteTaskRequest) {
  return changeOpenTask(ctx, input.taskId, async (txCtx, task) => {
    const minutesSpent = input.minutesSpent ?? null;
    await updateTask(txCtx.db, task.id, {
      status: 'done',
      minutesSpent,
      completedAt: txCtx.now(),
      completedBy: txCtx.actor.userId,
      updatedAt: txCtx.now(),
    });
    return { action: 'task.completed', details: { minutesSpent } };
  });
}

export function cancelTask(ctx: ActorContext, input: CancelTaskRequest) {
  return changeOpenTask(ctx, input.taskId, async (txCtx, task) => {
    const reason = input.reason || null;
    await updateTask(txCtx.db, task.id, {
      status: 'cancelled',
      cancelReason: reason,
      updatedAt: txCtx.now(),
    });
    return { action: 'task.cancelled', details: { reason } };
  });
}

export function changeTask(ctx: ActorContext, input: UpdateTaskRequest) {
  return changeOpenTask(ctx, input.taskId, async (txCtx, task) => {
    const set: Partial<TaskRow> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.assigneeId !== undefined)
      set.assigneeId = await requireStaffOfCase(txCtx, input.assigneeId, task.caseId);
    if (input.dueDate !== undefined) set.dueDate = input.dueDate;
    if (input.priority !== undefined) set.priority = input.priority;
    const changed = Object.fromEntries(
      Object.entries(set).filter(([field, value]) => task[field as keyof TaskRow] !== value),
    );
    if (Object.keys(changed).length > 0)
      await updateTask(txCtx.db, task.id, { ...changed, updatedAt: txCtx.now() });
    return { action: 'task.updated', details: { changed } };
  });
}

/** The caller's open tasks on the cases they may see, soonest due first (no date last). */
export async function myTasks(ctx: ActorContext): Promise<{ tasks: MyTask[] }> {
  return {
    tasks: await openTasksOf(ctx.db, ctx.actor.userId, visibleCasesCondition(ctx.actor), MY_TASKS_LIMIT),
  };
}

const toTemplate = (row: TaskTemplateRow): TaskTemplate => ({
  id: row.id,
  caseTypeId: row.caseTypeId,
  title: row.title,
  ruleKey: row.ruleKey,
  offsetAmount: row.offsetAmount,
  offsetUnit: row.offsetUnit,
  offsetDirection: row.offsetDirection,
  priority: row.priority,
});

export async function taskTemplates(
  ctx: ActorContext,
  caseTypeId: number,
): Promise<{ templates: TaskTemplate[] }> {
  if (!(await caseTypeExists(ctx.db, caseTypeId))) throw new AppError('CASE_TYPE_NOT_FOUND');
  return { templates: (await templatesOfCaseType(ctx.db, caseTypeId)).map(toTemplate) };
}

export async function saveTaskTemplate(
  ctx: ActorContext,
  input: SaveTaskTemplateRequest,
): Promise<{ id: number }> {
  if (!(await caseTypeExists(ctx.db, input.caseTypeId))) throw new AppError('CASE_TYPE_NOT_FOUND');
  await currentRule(ctx, input.ruleKey);
  return inTransaction(ctx, async (txCtx) => {
    const now = txCtx.now();
    const fields = {
      title: input.title,
      ruleKey: input.ruleKey,
      offsetAmount: input.offsetAmount,
      offsetUnit: input.offsetUnit,
      offsetDirection: input.offsetDirection,
      priority: input.priority,
      updatedAt: now,
    };
    let id: number;
    if (input.id === undefined) {
      id = await insertTemplate(txCtx.db, {
        ...fields,
        caseTypeId: input.caseTypeId,
        createdBy: txCtx.actor.userId,
        createdAt: now,
      });
    } else {
      if (!(await updateTemplate(txCtx.db, input.id, input.caseTypeId, fields)))
        throw new AppError('TASK_TEMPLATE_NOT_FOUND');
      id = input.id;
    }
    const { updatedAt: _, ...details } = fields;
    await recordAudit(
      txCtx,
      'task_template.saved',
      { type: 'case_type', id: input.caseTypeId },
      { templateId: id, ...details },
    );
    return { id };
  });
}

export async function deleteTaskTemplate(ctx: ActorContext, id: number): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const deleted = await deleteTemplate(txCtx.db, id);
    if (!deleted) throw new AppError('TASK_TEMPLATE_NOT_FOUND');
    await recordAudit(
      txCtx,
      'task_template.deleted',
      { type: 'case_type', id: deleted.caseTypeId },
      { templateId: id, title: deleted.title, ruleKey: deleted.ruleKey },
    );
  });
}

/**
 * Inside the transaction that adds a key date from a rule: the tasks its case type's templates
 * for the rule make, each due its offset from the key date's safe due date (working days counted
 * with the firm's table) and given to the key date's assignee. Answers their ids.
 */
export async function makeTemplateTasks(
  txCtx: ActorContext,
  keyDate: { id: number; caseId: number; ruleKey: string; safeDueDate: string; assigneeId: string | null },
): Promise<number[]> {
  const templates = await templatesForRule(txCtx.db, keyDate.caseId, keyDate.ruleKey);
  if (templates.length === 0) return [];
  const offset = await dayOffsetCounter(txCtx);
  const now = txCtx.now();
  const made = templates.map(({ template }) => ({
    caseId: keyDate.caseId,
    title: template.title,
    assigneeId: keyDate.assigneeId,
    dueDate: offset(keyDate.safeDueDate, {
      amount: template.offsetAmount,
      unit: template.offsetUnit,
      direction: template.offsetDirection,
    }),
    priority: template.priority,
    keyDateId: keyDate.id,
    templateId: template.id,
    createdBy: txCtx.actor.userId,
    createdAt: now,
    updatedAt: now,
  }));
  const ids = await insertTasks(txCtx.db, made);
  for (const [i, id] of ids.entries()) {
    const task = made[i];
    if (!task) continue;
    await recordAudit(txCtx, 'task.added', caseTarget(keyDate.caseId), {
      taskId: id,
      title: task.title,
      dueDate: task.dueDate,
      priority: task.priority,
      assigneeId: task.assigneeId,
      keyDateId: keyDate.id,
      templateId: task.templateId,
    });
  }
  return ids;
}

/**
 * Inside the transaction that closes a key date without it being met (waived, superseded): the
 * open tasks its templates made are cancelled, each with its audit record. Tasks added by hand stay.
 */
export async function cancelTemplateTasks(
  txCtx: ActorContext,
  keyDateId: number,
  reason: 'key_date_waived' | 'key_date_superseded',
): Promise<number> {
  const open = await openTemplateTasksOf(txCtx.db, keyDateId);
  for (const task of open) {
    await updateTask(txCtx.db, task.id, {
      status: 'cancelled',
      cancelReason: reason,
      updatedAt: txCtx.now(),
    });
    await recordAudit(txCtx, 'task.cancelled', caseTarget(task.caseId), {
      taskId: task.id,
      title: task.title,
      reason,
      keyDateId,
    });
  }
  return open.length;
}
