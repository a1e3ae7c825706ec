import { API } from '../api.ts';
import { CaseIdQuerySchema } from '../cases.ts';
import { endpoint } from '../endpoint.ts';
import {
  AddTaskRequestSchema,
  CancelTaskRequestSchema,
  CompleteTaskRequestSchema,
  DeleteTaskTemplateRequestSchema,
  MyTasksSchema,
  SaveTaskTemplateRequestSchema,
  TaskIdSchema,
  TasksOfCaseSchema,
  TaskTemplatesQuerySchema,
  TaskTemplatesSchema,
  UpdateTaskRequestSchema,
} from '../tasks.ts';

const tags = ['tasks'] as const;
const staff = ['Admin', 'Solicitor'] as const;
const admins = ['Admin'] as const;

/**
 * A case's tasks and the firm's task templates per case type (issue 32, decision 048): the firm's
 * own work, for its staff only; a solicitor works the cases assigned to them, anything else
 * answers as missing.
 */
export const tasksEndpoints = {
  addTask: endpoint(API.addTask, {
    summary:
      'Add a task to a case you work: its title, notes, assignee (staff), due date, priority and the key date it is for',
    tags,
    roles: staff,
    body: AddTaskRequestSchema,
    response: TaskIdSchema,
    errors: ['CASE_NOT_FOUND', 'ASSIGNEE_NOT_STAFF', 'KEY_DATE_NOT_FOUND'],
  }),
  tasksForCase: endpoint(API.tasksForCase, {
    summary: 'A case’s tasks, open ones first and soonest due first, then those done or cancelled',
    tags,
    roles: staff,
    query: CaseIdQuerySchema,
    response: TasksOfCaseSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  completeTask: endpoint(API.completeTask, {
    summary: 'Mark an open task done, with the minutes it took if you record them',
    tags,
    roles: staff,
    body: CompleteTaskRequestSchema,
    errors: ['TASK_NOT_FOUND', 'TASK_NOT_OPEN'],
  }),
  cancelTask: endpoint(API.cancelTask, {
    summary: 'Cancel an open task, with the reason if any',
    tags,
    roles: staff,
    body: CancelTaskRequestSchema,
    errors: ['TASK_NOT_FOUND', 'TASK_NOT_OPEN'],
  }),
  updateTask: endpoint(API.updateTask, {
    summary: 'Change an open task’s title, assignee, due date or priority; the fields left out stay',
    tags,
    roles: staff,
    body: UpdateTaskRequestSchema,
    errors: ['TASK_NOT_FOUND', 'TASK_NOT_OPEN', 'ASSIGNEE_NOT_STAFF'],
  }),
  myTasks: endpoint(API.myTasks, {
    summary:
      'Your open tasks on the cases you may see, soonest due first (those with no date last), at most 50',
    tags,
    roles: staff,
    response: MyTasksSchema,
    errors: [],
  }),
  taskTemplates: endpoint(API.taskTemplates, {
    summary:
      'The task templates of a case type: each makes its task when a key date of its rule is added to a case of the type',
    tags,
    roles: staff,
    query: TaskTemplatesQuerySchema,
    response: TaskTemplatesSchema,
    errors: ['CASE_TYPE_NOT_FOUND'],
  }),
  saveTaskTemplate: endpoint(API.saveTaskTemplate, {
    summary:
      'Add a task template to a case type, or change one (with its id): title, deadline rule, offset in working or calendar days before or after the key date, priority; tasks made already stay',
    tags,
    roles: admins,
    body: SaveTaskTemplateRequestSchema,
    response: TaskIdSchema,
    errors: ['CASE_TYPE_NOT_FOUND', 'RULE_NOT_FOUND', 'TASK_TEMPLATE_NOT_FOUND'],
  }),
  deleteTaskTemplate: endpoint(API.deleteTaskTemplate, {
    summary: 'Delete a task template; the tasks it made stay',
    tags,
    roles: admins,
    body: DeleteTaskTemplateRequestSchema,
    errors: ['TASK_TEMPLATE_NOT_FOUND'],
  }),
};
