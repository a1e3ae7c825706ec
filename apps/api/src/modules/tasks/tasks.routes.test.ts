import { API } from '@docket/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { keyDatesScene } from '../../../test/case-scene.ts';
import { taskContext } from '../../../test/contexts.ts';
import { auditEvents, cases, tasks, taskTemplates } from '../../db/schema/index.ts';
import { eraseCase } from '../privacy/case-erasure.service.ts';

/**
 * A case's tasks and the task templates per case type through the API (issue 32, decision 048):
 * staff of the case only, the template tasks a key date makes with it (working days counted with
 * the firm's holidays), and what waiving the key date and erasing the case do to them.
 */
type Auth = Record<string, string>;
type Scene = Awaited<ReturnType<typeof keyDatesScene>>;
let t: TestApp;
let scene: Scene;
let call: Scene['call'];
let admin: Auth;
let client: Auth;
let solicitor: Auth;
let stranger: Auth;
let caseId: number;
let caseTypeId: number;

beforeAll(async () => {
  scene = await keyDatesScene('2026-12-14T10:00:00Z');
  ({ t, caseId, call } = scene);
  [admin, client, solicitor, stranger] = [
    scene.admin.auth,
    scene.client.auth,
    scene.solicitor.auth,
    scene.stranger.auth,
  ];
  const [row] = await t.db.select({ caseTypeId: cases.caseTypeId }).from(cases).where(eq(cases.id, caseId));
  caseTypeId = Number(row?.caseTypeId);
  expect((await call(API.verifyRule, admin, { ruleKey: 'ftt.appeal.in_uk' })).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

type TaskSeen = {
  id: number;
  title: string;
  status: string;
  dueDate: string | null;
  priority: string;
  assigneeName: string | null;
  keyDateId: number | null;
  templateId: number | null;
  minutesSpent: number | null;
  cancelReason: string | null;
  completedByName: string | null;
};
const tasksOf = async (auth: Auth, id = caseId) => {
  const res = await call(API.tasksForCase, auth, undefined, `?caseId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tasks as TaskSeen[];
};
const allTaskRows = () => t.db.select().from(tasks).where(eq(tasks.caseId, caseId));
const taskAudit = () =>
  t.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(like(auditEvents.action, 'task%'), eq(auditEvents.targetId, String(caseId))));

describe('task templates', () => {
  it('lets an administrator keep templates per case type and rule, and nobody else change them', async () => {
    const template = {
      caseTypeId,
      title: 'Draft grounds of appeal',
      ruleKey: 'ftt.appeal.in_uk',
      offsetAmount: 5,
      offsetUnit: 'working_days',
      offsetDirection: 'before',
      priority: 'high',
    };
    expect((await call(API.saveTaskTemplate, solicitor, template)).statusCode).toBe(403);
    expect((await call(API.saveTaskTemplate, client, template)).statusCode).toBe(403);
    expect(
      (await call(API.saveTaskTemplate, admin, { ...template, ruleKey: 'no.such.rule' })).json(),
    ).toMatchObject({
      code: 'RULE_NOT_FOUND',
    });
    expect(
      (await call(API.saveTaskTemplate, admin, { ...template, caseTypeId: 999_999 })).json(),
    ).toMatchObject({
      code: 'CASE_TYPE_NOT_FOUND',
    });
    const bad = await call(API.saveTaskTemplate, admin, { ...template, title: '  ', offsetAmount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(taskTemplates)).toEqual([]);

    const saved = await call(API.saveTaskTemplate, admin, template);
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await call(API.saveTaskTemplate, admin, {
      ...template,
      title: 'Tell the client the appeal is lodged',
      offsetAmount: 2,
      offsetUnit: 'calendar_days',
      offsetDirection: 'after',
      priority: undefined,
    });
    expect(second.statusCode, second.body).toBe(200);
    const other = await call(API.saveTaskTemplate, admin, {
      ...template,
      title: 'Prepare the questionnaire',
      ruleKey: 'ho.asylum_questionnaire',
    });
    expect(other.statusCode, other.body).toBe(200);
    const gone = await call(API.saveTaskTemplate, admin, { ...template, title: 'To delete' });
    const goneId = gone.json().data.id as number;
    expect((await call(API.deleteTaskTemplate, solicitor, { id: goneId })).statusCode).toBe(403);
    expect((await call(API.deleteTaskTemplate, admin, { id: goneId })).statusCode).toBe(200);
    expect((await call(API.deleteTaskTemplate, admin, { id: goneId })).json()).toMatchObject({
      code: 'TASK_TEMPLATE_NOT_FOUND',
    });

    const listed = await call(API.taskTemplates, solicitor, undefined, `?caseTypeId=${caseTypeId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.templates).toEqual([
      expect.objectContaining({ title: 'Draft grounds of appeal', offsetAmount: 5, priority: 'high' }),
      expect.objectContaining({
        title: 'Tell the client the appeal is lodged',
        offsetUnit: 'calendar_days',
        offsetDirection: 'after',
        priority: 'normal',
      }),
      expect.objectContaining({ title: 'Prepare the questionnaire', ruleKey: 'ho.asylum_questionnaire' }),
    ]);
    expect((await call(API.taskTemplates, client, undefined, `?caseTypeId=${caseTypeId}`)).statusCode).toBe(
      403,
    );
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(like(auditEvents.action, 'task_template.%'));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'task_template.deleted',
      'task_template.saved',
      'task_template.saved',
      'task_template.saved',
      'task_template.saved',
    ]);
  });

  it("makes the rule's template tasks with the key date, in working days across Christmas's bank holidays", async () => {
    // Decision sent Fri 18 Dec 2026: + 14 days = Fri 1 Jan 2027 (New Year's Day; the roll-forward is
    // not verified, so that is the safe date). 5 working days before it skip Mon 28 Dec (Boxing Day's
    // substitute) and Fri 25 Dec (Christmas): Thu 31, Wed 30, Tue 29, Thu 24, Wed 23 December.
    const added = await call(API.addKeyDate, solicitor, {
      caseId,
      ruleKey: 'ftt.appeal.in_uk',
      triggerDate: '2026-12-18',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id: keyDateId, taskIds } = added.json().data as { id: number; taskIds: number[] };
    expect(taskIds).toHaveLength(2);
    const seen = await tasksOf(solicitor);
    expect(seen).toEqual([
      expect.objectContaining({
        title: 'Draft grounds of appeal',
        dueDate: '2026-12-23',
        priority: 'high',
        status: 'open',
        keyDateId,
        // The key date's assignee: the case's solicitor.
        assigneeName: 'Grace Okafor',
      }),
      expect.objectContaining({
        title: 'Tell the client the appeal is lodged',
        dueDate: '2027-01-03',
        keyDateId,
      }),
    ]);
    expect(seen.map((task) => task.id).sort()).toEqual([...taskIds].sort());
    expect((await taskAudit()).filter((row) => row.action === 'task.added')).toHaveLength(2);

    // A date entered by hand has no rule, so no template's tasks.
    const manual = await call(API.addKeyDate, solicitor, {
      caseId,
      label: 'Witness statement',
      dueDate: '2027-02-01',
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json().data.taskIds).toBeUndefined();
    expect(await tasksOf(solicitor)).toHaveLength(2);
  });

  it('cancels the open template tasks when their key date is waived, and leaves tasks added by hand', async () => {
    const added = await call(API.addKeyDate, solicitor, {
      caseId,
      ruleKey: 'ftt.appeal.in_uk',
      triggerDate: '2027-01-08',
    });
    const { id: keyDateId, taskIds } = added.json().data as { id: number; taskIds: number[] };
    const byHand = await call(API.addTask, solicitor, { caseId, title: 'Call the interpreter', keyDateId });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const [doneFirst] = taskIds;
    expect((await call(API.completeTask, solicitor, { taskId: doneFirst })).statusCode).toBe(200);

    expect(
      (await call(API.waiveKeyDate, solicitor, { id: keyDateId, reason: 'Client withdrew' })).statusCode,
    ).toBe(200);
    const mine = (await tasksOf(solicitor)).filter((task) => task.keyDateId === keyDateId);
    expect(mine.find((task) => task.id === doneFirst)).toMatchObject({ status: 'done' });
    expect(mine.find((task) => task.id === taskIds[1])).toMatchObject({
      status: 'cancelled',
      cancelReason: 'key_date_waived',
    });
    expect(mine.find((task) => task.title === 'Call the interpreter')).toMatchObject({ status: 'open' });
    // Done and cancelled come after the open ones.
    const statuses = (await tasksOf(solicitor)).map((task) => task.status);
    expect(statuses.indexOf('open')).toBe(0);
    expect(statuses.lastIndexOf('open')).toBeLessThan(statuses.indexOf('done'));
  });
});

describe("a case's tasks", () => {
  it('adds, changes, completes with minutes and cancels tasks, each audited', async () => {
    const added = await call(API.addTask, solicitor, {
      caseId,
      title: 'Book an interpreter (Tigrinya)',
      notes: 'For the witness statement',
      assigneeId: scene.admin.user.id,
      dueDate: '2026-12-16',
    });
    expect(added.statusCode, added.body).toBe(200);
    const taskId = added.json().data.id as number;
    expect((await tasksOf(admin)).find((task) => task.id === taskId)).toMatchObject({
      assigneeName: 'Ada Admin',
      priority: 'normal',
      dueDate: '2026-12-16',
    });

    const changed = await call(API.updateTask, solicitor, {
      taskId,
      title: 'Book a Tigrinya interpreter',
      priority: 'high',
      assigneeId: scene.solicitor.user.id,
      dueDate: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await tasksOf(solicitor)).find((task) => task.id === taskId)).toMatchObject({
      title: 'Book a Tigrinya interpreter',
      priority: 'high',
      assigneeName: 'Grace Okafor',
      dueDate: null,
    });

    const done = await call(API.completeTask, solicitor, { taskId, minutesSpent: 25 });
    expect(done.statusCode, done.body).toBe(200);
    expect((await tasksOf(solicitor)).find((task) => task.id === taskId)).toMatchObject({
      status: 'done',
      minutesSpent: 25,
      completedByName: 'Grace Okafor',
    });
    const again = await call(API.completeTask, solicitor, { taskId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TASK_NOT_OPEN' });
    expect((await call(API.cancelTask, solicitor, { taskId })).json()).toMatchObject({
      code: 'TASK_NOT_OPEN',
    });

    const other = (await call(API.addTask, admin, { caseId, title: 'Chase the Home Office' })).json().data.id;
    expect(
      (await call(API.cancelTask, admin, { taskId: other, reason: 'Answered already' })).statusCode,
    ).toBe(200);
    expect((await tasksOf(admin)).find((task) => task.id === other)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Answered already',
    });

    const actions = (await taskAudit()).filter((row) =>
      [taskId, other].includes(row.details.taskId as number),
    );
    expect(actions.map((row) => row.action)).toEqual([
      'task.added',
      'task.updated',
      'task.completed',
      'task.added',
      'task.cancelled',
    ]);
    expect(actions[2]?.details).toMatchObject({ minutesSpent: 25 });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = await allTaskRows();
    const attempts = [
      [API.addTask, { caseId, title: '   ' }, 400, 'VALIDATION_FAILED'],
      [API.addTask, { caseId, title: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      [API.addTask, { caseId, title: 'Due', dueDate: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [API.addTask, { caseId, title: 'Urgent', priority: 'urgent' }, 400, 'VALIDATION_FAILED'],
      [
        API.addTask,
        { caseId, title: 'To the client', assigneeId: scene.client.user.id },
        400,
        'ASSIGNEE_NOT_STAFF',
      ],
      [API.addTask, { caseId, title: 'Someone', assigneeId: crypto.randomUUID() }, 400, 'ASSIGNEE_NOT_STAFF'],
      // A solicitor of other cases could not open this one: the task would wait where nobody sees it.
      [
        API.addTask,
        { caseId, title: 'Elsewhere', assigneeId: scene.stranger.user.id },
        400,
        'ASSIGNEE_NOT_STAFF',
      ],
      [API.addTask, { caseId, title: 'For a date', keyDateId: 999_999 }, 404, 'KEY_DATE_NOT_FOUND'],
      [API.addTask, { caseId: 999_999, title: 'Nowhere' }, 404, 'CASE_NOT_FOUND'],
      [API.completeTask, { taskId: before[0]?.id, minutesSpent: -5 }, 400, 'VALIDATION_FAILED'],
      [API.completeTask, { taskId: 999_999 }, 404, 'TASK_NOT_FOUND'],
      [API.updateTask, { taskId: before[0]?.id, title: '' }, 400, 'VALIDATION_FAILED'],
      [API.updateTask, { taskId: 999_999, title: 'Nothing' }, 404, 'TASK_NOT_FOUND'],
    ] as const;
    for (const [endpoint, body, status, code] of attempts) {
      const res = await call(endpoint, solicitor, body);
      expect(res.statusCode, `${endpoint.path} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await allTaskRows()).toEqual(before);
  });

  it("answers another solicitor's case and tasks as missing, and refuses a client", async () => {
    const taskId = (await call(API.addTask, solicitor, { caseId, title: 'Private to the firm' })).json().data
      .id;
    const before = await allTaskRows();
    expect((await call(API.tasksForCase, stranger, undefined, `?caseId=${caseId}`)).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
    });
    expect((await call(API.addTask, stranger, { caseId, title: 'Mine now' })).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
    });
    for (const [endpoint, body] of [
      [API.completeTask, { taskId }],
      [API.cancelTask, { taskId }],
      [API.updateTask, { taskId, title: 'Changed' }],
    ] as const) {
      const res = await call(endpoint, stranger, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    }
    expect((await call(API.myTasks, stranger)).json().data.tasks).toEqual([]);

    expect((await call(API.tasksForCase, client, undefined, `?caseId=${caseId}`)).statusCode).toBe(403);
    expect((await call(API.addTask, client, { caseId, title: 'Mine' })).statusCode).toBe(403);
    expect((await call(API.completeTask, client, { taskId })).statusCode).toBe(403);
    expect((await call(API.myTasks, client)).statusCode).toBe(403);
    expect(await allTaskRows()).toEqual(before);
  });

  it('lists my open tasks soonest due first, those with no date last, only the cases I may see', async () => {
    const undated = await call(API.addTask, admin, {
      caseId,
      title: 'Read the refusal letter',
      assigneeId: scene.solicitor.user.id,
    });
    expect(undated.statusCode, undated.body).toBe(200);
    const res = await call(API.myTasks, solicitor);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.tasks as Array<{ dueDate: string | null; caseTypeName: string }>;
    expect(mine.length).toBeGreaterThan(1);
    const dated = mine.filter((task) => task.dueDate !== null).map((task) => task.dueDate);
    expect(dated).toEqual([...dated].sort());
    expect(mine.findIndex((task) => task.dueDate === null)).toBeGreaterThanOrEqual(dated.length);
    expect(mine[0]).toMatchObject({ caseTypeName: 'Asylum appeal' });
    const open = (await tasksOf(solicitor)).filter(
      (task) => task.status === 'open' && task.assigneeName === 'Grace Okafor',
    );
    expect(mine).toHaveLength(open.length);
  });
});

describe('privacy', () => {
  it('an anonymised case keeps no tasks, and an erased one none either', async () => {
    expect((await allTaskRows()).length).toBeGreaterThan(0);
    await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), caseId, 'anonymise', t.clock.now(), 'erasure'),
    );
    expect(await allTaskRows()).toEqual([]);
    const [row] = await t.db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId));
    expect(row).toBeDefined();

    const again = (await call(API.addTask, admin, { caseId, title: 'After' })).json().data.id as number;
    expect(again).toBeGreaterThan(0);
    await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), caseId, 'erase', t.clock.now(), 'erasure'),
    );
    expect(await t.db.select().from(tasks).where(eq(tasks.id, again))).toEqual([]);
  });
});
