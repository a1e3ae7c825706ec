import { z } from 'zod';
import { isoDateBetween } from './dates.ts';
import { LIMITS } from './limits.ts';

/**
 * A case's tasks and the firm's task templates (issue 32, decision 048). A task is the firm's
 * own work on a case (its client never sees one); a template, per case type and deadline rule,
 * makes a task whenever a key date is added from that rule, due a number of working or calendar
 * days before (or after) the key date's safe due date.
 */

const day = isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange');
const dbId = z.number().int().positive().max(LIMITS.maxDbInteger);
const caseId = z.coerce.number().int().positive().max(LIMITS.maxDbInteger);
const userId = z.uuid();
const title = z.string().trim().min(1, 'task.title.required').max(200, 'field.tooLong');

export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);

/** How a template's offset is counted: the firm's working days (its holiday table) or calendar days. */
export const TASK_OFFSET_UNITS = ['working_days', 'calendar_days'] as const;
export type TaskOffsetUnit = (typeof TASK_OFFSET_UNITS)[number];
export const TASK_OFFSET_DIRECTIONS = ['before', 'after'] as const;
export type TaskOffsetDirection = (typeof TASK_OFFSET_DIRECTIONS)[number];

/** The most minutes a task records as spent: a fortnight of days and nights, well past any one task. */
export const MAX_TASK_MINUTES = 20_160;

export const AddTaskRequestSchema = z
  .object({
    caseId,
    title,
    notes: z.string().trim().max(2000, 'field.tooLong').nullish(),
    /** A member of staff; null or left out: nobody yet. */
    assigneeId: userId.nullish(),
    dueDate: day.nullish(),
    priority: TaskPrioritySchema.optional().default('normal'),
    /** The key date of the same case the task was made for. */
    keyDateId: dbId.nullish(),
  })
  .strict();
export type AddTaskRequest = z.infer<typeof AddTaskRequestSchema>;

export const TaskSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.iso.date().nullable(),
  priority: TaskPrioritySchema,
  status: z.enum(TASK_STATUSES),
  minutesSpent: z.number().int().nullable(),
  keyDateId: z.number().int().nullable(),
  /** The template that made it, when one did. */
  templateId: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  completedByName: z.string().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TasksOfCaseSchema = z.object({ tasks: z.array(TaskSchema) });
export const TaskIdSchema = z.object({ id: z.number().int() });

export const CompleteTaskRequestSchema = z
  .object({
    taskId: dbId,
    minutesSpent: z.number().int().min(0).max(MAX_TASK_MINUTES).nullish(),
  })
  .strict();
export type CompleteTaskRequest = z.infer<typeof CompleteTaskRequestSchema>;

export const CancelTaskRequestSchema = z
  .object({ taskId: dbId, reason: z.string().trim().max(2000, 'field.tooLong').nullish() })
  .strict();
export type CancelTaskRequest = z.infer<typeof CancelTaskRequestSchema>;

/** The fields named change; one left out stays as it is (null clears the assignee or the due date). */
export const UpdateTaskRequestSchema = z
  .object({
    taskId: dbId,
    title: title.optional(),
    assigneeId: userId.nullish(),
    dueDate: day.nullish(),
    priority: TaskPrioritySchema.optional(),
  })
  .strict();
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequestSchema>;

export const MyTaskSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  caseTypeName: z.string(),
  title: z.string(),
  dueDate: z.iso.date().nullable(),
  priority: TaskPrioritySchema,
  keyDateId: z.number().int().nullable(),
});
export type MyTask = z.infer<typeof MyTaskSchema>;
/** The caller's open tasks, soonest due first (those without a date last), at most MY_TASKS_LIMIT. */
export const MyTasksSchema = z.object({ tasks: z.array(MyTaskSchema) });
export const MY_TASKS_LIMIT = 50;

export const TaskTemplatesQuerySchema = z.object({ caseTypeId: caseId });

export const TaskTemplateSchema = z.object({
  id: z.number().int(),
  caseTypeId: z.number().int(),
  title: z.string(),
  /** The deadline rule whose key dates make the task (`ftt.appeal.in_uk`). */
  ruleKey: z.string(),
  offsetAmount: z.number().int(),
  offsetUnit: z.enum(TASK_OFFSET_UNITS),
  offsetDirection: z.enum(TASK_OFFSET_DIRECTIONS),
  priority: TaskPrioritySchema,
});
export type TaskTemplate = z.infer<typeof TaskTemplateSchema>;
export const TaskTemplatesSchema = z.object({ templates: z.array(TaskTemplateSchema) });

/** A new template, or (with `id`) a template of the same case type changed; tasks made already stay as they are. */
export const SaveTaskTemplateRequestSchema = z
  .object({
    id: dbId.optional(),
    caseTypeId: dbId,
    title,
    ruleKey: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
    offsetAmount: z.number().int().min(0).max(366),
    offsetUnit: z.enum(TASK_OFFSET_UNITS),
    offsetDirection: z.enum(TASK_OFFSET_DIRECTIONS).optional().default('before'),
    priority: TaskPrioritySchema.optional().default('normal'),
  })
  .strict();
export type SaveTaskTemplateRequest = z.infer<typeof SaveTaskTemplateRequestSchema>;

export const DeleteTaskTemplateRequestSchema = z.object({ id: dbId }).strict();
