import type { AddKeyDateRequest, DeadlineStep, Due, KeyDate, KeyDatePeople } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { requireStaffOfCase } from '../cases/case-staff.service.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { cancelTemplateTasks, makeTemplateTasks } from '../tasks/tasks.service.ts';
import { activeStaff } from '../users/users.service.ts';
import { countDueDate, type TriggerDates } from './count-due-date.ts';
import { deadlineRule } from './deadline-rules.ts';
import { queueWorkingDayCalendar, workingDayCalendar } from './holidays.service.ts';
import {
  changesOf,
  insertKeyDate,
  insertKeyDateChange,
  type KeyDateRow,
  keyDateForChange,
  keyDatesOfCase,
  QUEUE_GROUPS,
  queueRows,
  updateKeyDate,
  visibleCase,
} from './key-dates.repository.ts';
import { caseDocumentFor } from './letters.repository.ts';
import { addDays, londonDay } from './london-day.ts';
import { currentRule } from './rules.service.ts';
import { addWorkingDays } from './working-days.ts';

/** The day a count started from, as its first step says (the letter's date sent, received or printed). */
function triggerDayOf(steps: DeadlineStep[], fallback: string): string {
  const [first] = steps;
  return first?.code === 'trigger' ? first.params.date : fallback;
}

/**
 * Adds a key date to a case the caller works: counted by a verified rule from its trigger day (its
 * steps kept), or entered by hand. It goes to the case's solicitor unless someone else is named.
 */
export async function addKeyDate(
  ctx: ActorContext,
  input: AddKeyDateRequest,
  /** From "Add a letter": counted from the letter's dates as staff confirmed them, and linked to it. */
  letter?: { trigger: TriggerDates; documentId: number },
): Promise<{ id: number; taskIds?: number[] }> {
  const found = await visibleCase(ctx.db, input.caseId, visibleCasesCondition(ctx.actor));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  const assigneeId = await requireStaffOfCase(
    ctx,
    input.assigneeId === undefined ? found.solicitorId : input.assigneeId,
    found.id,
  );
  const supervisorId = await requireStaffOfCase(ctx, input.supervisorId, found.id, true);
  let counted: {
    ruleKey: string | null;
    ruleVersion: number | null;
    label: string;
    triggerDate: string | null;
    dueDate: string;
    safeDueDate: string;
    steps: DeadlineStep[];
  };
  if ('ruleKey' in input) {
    const rule = await currentRule(ctx, input.ruleKey);
    if (rule.verifiedAt === null) throw new AppError('RULE_NOT_VERIFIED');
    const holidays = await workingDayCalendar(ctx);
    const computation = letter
      ? countDueDate({ rule, holidays, trigger: letter.trigger })
      : countDueDate({ rule, holidays, triggerDate: input.triggerDate });
    counted = {
      ruleKey: rule.key,
      ruleVersion: rule.version,
      label: rule.label.en,
      triggerDate: letter ? triggerDayOf(computation.steps, input.triggerDate) : input.triggerDate,
      ...computation,
    };
  } else {
    counted = {
      ruleKey: null,
      ruleVersion: null,
      label: input.label,
      triggerDate: null,
      dueDate: input.dueDate,
      safeDueDate: input.dueDate,
      steps: [],
    };
  }
  return inTransaction(ctx, async (txCtx) => {
    const now = txCtx.now();
    const id = await insertKeyDate(txCtx.db, {
      caseId: found.id,
      ruleKey: counted.ruleKey,
      ruleVersion: counted.ruleVersion,
      label: counted.label,
      triggerDate: counted.triggerDate,
      dueDate: counted.dueDate,
      safeDueDate: counted.safeDueDate,
      computation: counted.steps,
      critical: input.critical,
      clientVisible: input.clientVisible,
      assigneeId,
      supervisorId,
      letterDocumentId: letter?.documentId ?? null,
      createdBy: txCtx.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: id,
      kind: 'created',
      newDue: counted.safeDueDate,
      byId: txCtx.actor.userId,
      at: now,
    });
    await recordAudit(
      txCtx,
      'key_date.added',
      { type: 'case', id: String(found.id) },
      {
        keyDateId: id,
        ruleKey: counted.ruleKey,
        label: counted.label,
        dueDate: counted.safeDueDate,
      },
    );
    if (counted.ruleKey === null) return { id };
    // The tasks the case type's templates for the rule make, with the date (decision 048).
    const taskIds = await makeTemplateTasks(txCtx, {
      id,
      caseId: found.id,
      ruleKey: counted.ruleKey,
      safeDueDate: counted.safeDueDate,
      assigneeId,
    });
    return { id, taskIds };
  });
}

function countedByOlderVersion(keyDate: KeyDateRow): boolean {
  const latest = keyDate.ruleKey ? deadlineRule(keyDate.ruleKey) : undefined;
  return (
    keyDate.status === 'open' &&
    latest !== undefined &&
    keyDate.ruleVersion !== null &&
    latest.version > keyDate.ruleVersion
  );
}

function toKeyDate(
  row: { keyDate: KeyDateRow; assigneeName: string | null; supervisorName: string | null },
  changes: KeyDate['changes'],
  /** The rules whose latest version is verified: only those are offered in place of an older one. */
  verifiedLatest: ReadonlySet<string> = new Set(),
): KeyDate {
  const { keyDate } = row;
  const rule = keyDate.ruleKey ? deadlineRule(keyDate.ruleKey) : undefined;
  return {
    id: keyDate.id,
    caseId: keyDate.caseId,
    ruleKey: keyDate.ruleKey,
    ruleVersion: keyDate.ruleVersion,
    label: keyDate.label,
    labels: rule ? rule.label : null,
    triggerDate: keyDate.triggerDate,
    dueDate: keyDate.dueDate,
    safeDueDate: keyDate.safeDueDate,
    pendingDueDate: keyDate.pendingDueDate,
    steps: keyDate.computation as DeadlineStep[],
    status: keyDate.status,
    critical: keyDate.critical,
    clientVisible: keyDate.clientVisible,
    assigneeId: keyDate.assigneeId,
    assigneeName: row.assigneeName,
    supervisorId: keyDate.supervisorId,
    supervisorName: row.supervisorName,
    waivedReason: keyDate.waivedReason,
    evidenceDocumentId: keyDate.evidenceDocumentId,
    newerRuleVersion:
      rule && verifiedLatest.has(rule.key) && countedByOlderVersion(keyDate) ? rule.version : null,
    completedAt: keyDate.completedAt?.toISOString() ?? null,
    changes,
  };
}

/** Whom a key date of the case may be given to, and who may supervise it (requireStaffOfCase's rule). */
export async function keyDatePeople(ctx: ActorContext, caseId: number): Promise<KeyDatePeople> {
  const found = await visibleCase(ctx.db, caseId, visibleCasesCondition(ctx.actor));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  const staff = await activeStaff(ctx);
  const person = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return {
    assignees: staff.filter((user) => user.role === 'Admin' || user.id === found.solicitorId).map(person),
    supervisors: staff.map(person),
  };
}

/** A case's key dates, soonest first; its client sees only those marked for her, without the firm's workings. */
export async function keyDatesForCase(ctx: ActorContext, caseId: number): Promise<{ keyDates: KeyDate[] }> {
  if (!(await visibleCase(ctx.db, caseId, visibleCasesCondition(ctx.actor))))
    throw new AppError('CASE_NOT_FOUND');
  const isClient = ctx.actor.role === 'Client';
  const rows = await keyDatesOfCase(ctx.db, caseId, isClient);
  const changes = isClient
    ? []
    : await changesOf(
        ctx.db,
        rows.map((row) => row.keyDate.id),
      );
  const verifiedLatest = new Set<string>();
  if (!isClient)
    // Asked only for a rule of which some open date was counted by an older version: mostly none.
    for (const key of new Set(
      rows
        .map((row) => row.keyDate)
        .filter(countedByOlderVersion)
        .map((row) => row.ruleKey),
    )) {
      if (key && (await currentRule(ctx, key)).verifiedAt !== null) verifiedLatest.add(key);
    }
  return {
    keyDates: rows.map((row) => {
      const own = changes
        .filter((change) => change.keyDateId === row.keyDate.id)
        .map(({ keyDateId: _, at, ...change }) => ({ ...change, at: at.toISOString() }));
      const keyDate = toKeyDate(row, own, verifiedLatest);
      return isClient
        ? {
            ...keyDate,
            steps: [],
            assigneeId: null,
            supervisorId: null,
            supervisorName: null,
            waivedReason: null,
            newerRuleVersion: null,
            evidenceDocumentId: null,
          }
        : keyDate;
    }),
  };
}

/** An open key date of a case the caller works, changed in one transaction with its record. */
async function changeOpenKeyDate(
  ctx: ActorContext,
  id: number,
  change: (txCtx: ActorContext, keyDate: KeyDateRow) => Promise<{ action: string; details: object }>,
): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const keyDate = await keyDateForChange(txCtx.db, id, visibleCasesCondition(txCtx.actor));
    if (!keyDate) throw new AppError('KEY_DATE_NOT_FOUND');
    if (keyDate.status !== 'open') throw new AppError('KEY_DATE_NOT_OPEN');
    const { action, details } = await change(txCtx, keyDate);
    await recordAudit(
      txCtx,
      action,
      { type: 'case', id: String(keyDate.caseId) },
      { keyDateId: id, label: keyDate.label, ...details },
    );
  });
}

export function completeKeyDate(
  ctx: ActorContext,
  input: {
    id: number;
    evidenceFileId?: string | null;
    evidenceDocumentId?: number | null;
    note?: string | null;
  },
) {
  return changeOpenKeyDate(ctx, input.id, async (txCtx, keyDate) => {
    // The evidence is one of the case's own documents, named by its id or its stored file's.
    const named = Boolean(input.evidenceDocumentId || input.evidenceFileId);
    const evidence = named
      ? await caseDocumentFor(txCtx.db, keyDate.caseId, {
          documentId: input.evidenceDocumentId ?? null,
          storedFileId: input.evidenceFileId ?? null,
        })
      : undefined;
    if (named && !evidence) throw new AppError('DOCUMENT_NOT_FOUND');
    await updateKeyDate(txCtx.db, keyDate.id, {
      status: 'done',
      completedAt: txCtx.now(),
      completedBy: txCtx.actor.userId,
      evidenceFileId: evidence?.storedFileId ?? null,
      evidenceDocumentId: evidence?.id ?? null,
      updatedAt: txCtx.now(),
    });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: keyDate.id,
      kind: 'done',
      note: input.note ?? null,
      byId: txCtx.actor.userId,
      at: txCtx.now(),
    });
    return { action: 'key_date.completed', details: { evidenceDocumentId: evidence?.id ?? null } };
  });
}

export function waiveKeyDate(ctx: ActorContext, input: { id: number; reason: string }) {
  return changeOpenKeyDate(ctx, input.id, async (txCtx, keyDate) => {
    await updateKeyDate(txCtx.db, keyDate.id, {
      status: 'waived',
      waivedReason: input.reason,
      updatedAt: txCtx.now(),
    });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: keyDate.id,
      kind: 'waived',
      note: input.reason,
      byId: txCtx.actor.userId,
      at: txCtx.now(),
    });
    // The work its templates set for it is not needed any more; tasks added by hand stay.
    await cancelTemplateTasks(txCtx, keyDate.id, 'key_date_waived');
    return { action: 'key_date.waived', details: {} };
  });
}

export function changeKeyDateDue(
  ctx: ActorContext,
  input: { id: number; dueDate: string; reason: string; note?: string | null },
) {
  return changeOpenKeyDate(ctx, input.id, async (txCtx, keyDate) => {
    await updateKeyDate(txCtx.db, keyDate.id, {
      dueDate: input.dueDate,
      safeDueDate: input.dueDate,
      pendingDueDate: null,
      updatedAt: txCtx.now(),
    });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: keyDate.id,
      kind: 'changed',
      oldDue: keyDate.safeDueDate,
      newDue: input.dueDate,
      reason: input.reason,
      note: input.note ?? null,
      byId: txCtx.actor.userId,
      at: txCtx.now(),
    });
    return {
      action: 'key_date.due_changed',
      details: { from: keyDate.safeDueDate, to: input.dueDate, reason: input.reason },
    };
  });
}

/** The assignee takes the later date a change of the holidays proposed: it becomes the date. */
export function acceptKeyDateChange(ctx: ActorContext, input: { id: number }) {
  return changeOpenKeyDate(ctx, input.id, async (txCtx, keyDate) => {
    if (keyDate.pendingDueDate === null) throw new AppError('NO_CHANGE_WAITING');
    const rule = keyDate.ruleKey ? deadlineRule(keyDate.ruleKey) : undefined;
    const recounted =
      rule && keyDate.triggerDate && rule.version === keyDate.ruleVersion
        ? countDueDate({ rule, holidays: await workingDayCalendar(txCtx), triggerDate: keyDate.triggerDate })
        : null;
    await updateKeyDate(txCtx.db, keyDate.id, {
      safeDueDate: keyDate.pendingDueDate,
      dueDate: recounted?.dueDate ?? keyDate.pendingDueDate,
      ...(recounted ? { computation: recounted.steps } : {}),
      pendingDueDate: null,
      updatedAt: txCtx.now(),
    });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: keyDate.id,
      kind: 'accepted',
      oldDue: keyDate.safeDueDate,
      newDue: keyDate.pendingDueDate,
      reason: 'holiday_table_changed',
      byId: txCtx.actor.userId,
      at: txCtx.now(),
    });
    return {
      action: 'key_date.change_accepted',
      details: { from: keyDate.safeDueDate, to: keyDate.pendingDueDate },
    };
  });
}

/**
 * The Deadlines queue in London's today: dates overdue (open or missed), due within 2 working days, within 7
 * days, with no assignee, and with a change to accept (a date may be in one of the first three
 * and one of the last two). "mine": the caller's; "firm": every case the caller may see.
 */
export async function dueKeyDates(ctx: ActorContext, scope: 'mine' | 'firm'): Promise<Due> {
  const today = londonDay(ctx.now());
  const calendar = await queueWorkingDayCalendar(ctx);
  const role = ctx.actor.role === 'Admin' ? 'Admin' : 'Solicitor';
  const rows = await queueRows(ctx.db, {
    actor: { role, userId: ctx.actor.userId },
    scope,
    visibleTo: visibleCasesCondition,
    today,
    twoWorkingDays: addWorkingDays(today, 2, calendar).result,
    sevenDays: addDays(today, 7),
  });
  const due: Due = {
    overdue: [],
    withinTwoWorkingDays: [],
    withinSevenDays: [],
    unassigned: [],
    awaitingAcceptance: [],
    today,
  };
  for (const { group, ...item } of rows) due[group].push(item);
  // A union keeps no order of its own: each group as its select ordered it.
  for (const group of QUEUE_GROUPS)
    due[group].sort((a, b) => a.safeDueDate.localeCompare(b.safeDueDate) || a.id - b.id);
  due.overdue.reverse();
  return due;
}

/**
 * A new version of a rule never moves a date counted by an older one (decision 046): the case's
 * staff are offered it, and taking it makes a new date from the same trigger day by the latest
 * version (with its template tasks) while this one is superseded, its open template tasks cancelled.
 */
export async function applyRuleVersion(ctx: ActorContext, input: { id: number }): Promise<{ id: number }> {
  let made = 0;
  await changeOpenKeyDate(ctx, input.id, async (txCtx, keyDate) => {
    const latest = keyDate.ruleKey ? deadlineRule(keyDate.ruleKey) : undefined;
    if (
      !latest ||
      keyDate.ruleVersion === null ||
      keyDate.triggerDate === null ||
      latest.version <= keyDate.ruleVersion
    )
      throw new AppError('NO_NEWER_RULE_VERSION');
    const { id } = await addKeyDate(txCtx, {
      caseId: keyDate.caseId,
      ruleKey: latest.key,
      triggerDate: keyDate.triggerDate,
      assigneeId: keyDate.assigneeId,
      supervisorId: keyDate.supervisorId,
      critical: keyDate.critical,
      clientVisible: keyDate.clientVisible,
    });
    made = id;
    await updateKeyDate(txCtx.db, keyDate.id, { status: 'superseded', updatedAt: txCtx.now() });
    await insertKeyDateChange(txCtx.db, {
      keyDateId: keyDate.id,
      kind: 'superseded',
      note: `${latest.key}@${latest.version}`,
      byId: txCtx.actor.userId,
      at: txCtx.now(),
    });
    await cancelTemplateTasks(txCtx, keyDate.id, 'key_date_superseded');
    return {
      action: 'key_date.superseded',
      details: { byKeyDateId: id, fromVersion: keyDate.ruleVersion, toVersion: latest.version },
    };
  });
  return { id: made };
}
