import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { cases, keyDateChanges, keyDates, users } from '../../db/schema/index.ts';

export type KeyDateRow = typeof keyDates.$inferSelect;

const assignee = alias(users, 'assignee');
const supervisor = alias(users, 'supervisor');
const fullName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`;

/** The case, when it exists and `visible` (the caller's rule) lets the caller see it. */
export async function visibleCase(db: Db, caseId: number, visible: SQL) {
  const [row] = await db
    .select({
      id: cases.id,
      clientId: cases.clientId,
      solicitorId: cases.solicitorId,
      caseTypeName: cases.caseTypeName,
    })
    .from(cases)
    .where(and(eq(cases.id, caseId), visible));
  return row;
}

export async function insertKeyDate(db: Db, values: typeof keyDates.$inferInsert): Promise<number> {
  const [row] = await db.insert(keyDates).values(values).returning({ id: keyDates.id });
  if (!row) throw new Error('key date not inserted');
  return row.id;
}

export async function insertKeyDateChange(db: Db, values: typeof keyDateChanges.$inferInsert): Promise<void> {
  await db.insert(keyDateChanges).values(values);
}

/** A case's key dates with the names of their people, soonest first; `clientOnly`: those marked for her. */
export function keyDatesOfCase(db: Db, caseId: number, clientOnly: boolean) {
  return db
    .select({
      keyDate: keyDates,
      assigneeName: fullName(assignee),
      supervisorName: fullName(supervisor),
    })
    .from(keyDates)
    .leftJoin(assignee, eq(assignee.id, keyDates.assigneeId))
    .leftJoin(supervisor, eq(supervisor.id, keyDates.supervisorId))
    .where(and(eq(keyDates.caseId, caseId), clientOnly ? eq(keyDates.clientVisible, true) : undefined))
    .orderBy(asc(keyDates.safeDueDate), asc(keyDates.id));
}

export function changesOf(db: Db, keyDateIds: number[]) {
  if (keyDateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      keyDateId: keyDateChanges.keyDateId,
      kind: keyDateChanges.kind,
      oldDue: keyDateChanges.oldDue,
      newDue: keyDateChanges.newDue,
      reason: keyDateChanges.reason,
      note: keyDateChanges.note,
      byName: fullName(users),
      at: keyDateChanges.at,
    })
    .from(keyDateChanges)
    .leftJoin(users, eq(users.id, keyDateChanges.byId))
    .where(inArray(keyDateChanges.keyDateId, keyDateIds))
    .orderBy(asc(keyDateChanges.at), asc(keyDateChanges.id));
}

/** A key date of a case the caller may see, locked for the change that follows. */
export async function keyDateForChange(db: Db, id: number, visible: SQL) {
  const [row] = await db
    .select({ keyDate: keyDates })
    .from(keyDates)
    .innerJoin(cases, eq(cases.id, keyDates.caseId))
    .where(and(eq(keyDates.id, id), visible))
    .for('update', { of: keyDates });
  return row?.keyDate;
}

export async function updateKeyDate(
  db: Db,
  id: number,
  set: Partial<typeof keyDates.$inferInsert>,
): Promise<void> {
  await db.update(keyDates).set(set).where(eq(keyDates.id, id));
}

/** The open key dates counted by a rule: a change of the holidays counts them again. */
export function openCountedKeyDates(db: Db) {
  return db
    .select()
    .from(keyDates)
    .where(and(eq(keyDates.status, 'open'), isNotNull(keyDates.ruleKey), isNotNull(keyDates.triggerDate)))
    .for('update');
}

export const QUEUE_GROUPS = [
  'overdue',
  'withinTwoWorkingDays',
  'withinSevenDays',
  'unassigned',
  'awaitingAcceptance',
] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];

/** How many dates of each group the queue answers. */
const QUEUE_LIMIT = 50;
/**
 * The limit written into the statement, not bound (see prepareQueue). drizzle writes a limit given
 * as SQL into the statement as it is (its types admit a number or a placeholder only).
 */
const WRITTEN_LIMIT = sql.raw(String(QUEUE_LIMIT)) as unknown as number;

/**
 * The key dates of each group of the Deadlines queue, soonest first (overdue: latest first), at
 * most QUEUE_LIMIT a group, in one statement: one limited select per group, so a firm with
 * thousands overdue still sees what is due this week. Prepared once per role and scope (the
 * firm's: every case `role` may see; mine: assigned to the caller), its values as placeholders:
 * the plan does not depend on them, and the five selects are not planned again each time.
 */
function prepareQueue(db: Db, role: 'Admin' | 'Solicitor', scope: 'mine' | 'firm', visibleTo: VisibleTo) {
  const userId = sql.placeholder('userId');
  // PostgreSQL keeps one plan for a prepared statement only where the values bound do not change
  // how it plans: each day is a scalar subquery, estimated alike for every value; the statuses are
  // written out, so that the plan may use the partial indexes; and the limit is written out, where
  // a bound one is planned for a tenth of the rows. Otherwise it planned the five joins again on
  // every call: 1.4 ms each time (pgbench, 10 clients: 533 queues a second, against 1,870).
  const day = (name: string) => sql`(select ${sql.placeholder(name)}::date)`;
  const today = day('today');
  const twoWorkingDays = day('twoWorkingDays');
  const sevenDays = day('sevenDays');
  const groups: Record<QueueGroup, SQL | undefined> = {
    overdue: sql`${keyDates.safeDueDate} < ${today}`,
    withinTwoWorkingDays: sql`${keyDates.safeDueDate} between ${today} and ${twoWorkingDays}`,
    withinSevenDays: sql`${keyDates.safeDueDate} > ${twoWorkingDays} and ${keyDates.safeDueDate} <= ${sevenDays}`,
    unassigned: isNull(keyDates.assigneeId),
    awaitingAcceptance: isNotNull(keyDates.pendingDueDate),
  };
  // Overdue: open past its day, or missed (the schedule marks it so at the day's end) and not yet
  // done or waived; the latest first, the one the firm can still most likely put right.
  const overdue = (group: QueueGroup) => group === 'overdue';
  const selects = QUEUE_GROUPS.map((group) =>
    db
      .select({
        group: sql<QueueGroup>`${group}::text`.as('group'),
        id: keyDates.id,
        caseId: keyDates.caseId,
        caseTypeName: cases.caseTypeName,
        label: keyDates.label,
        ruleKey: keyDates.ruleKey,
        safeDueDate: keyDates.safeDueDate,
        pendingDueDate: keyDates.pendingDueDate,
        critical: keyDates.critical,
        assigneeId: keyDates.assigneeId,
        assigneeName: fullName(assignee).as('assignee_name'),
      })
      .from(keyDates)
      .innerJoin(cases, eq(cases.id, keyDates.caseId))
      .leftJoin(assignee, eq(assignee.id, keyDates.assigneeId))
      .where(
        and(
          overdue(group) ? sql`${keyDates.status} in ('open', 'missed')` : sql`${keyDates.status} = 'open'`,
          scope === 'mine' ? eq(keyDates.assigneeId, userId) : visibleTo({ role, userId }),
          groups[group],
        ),
      )
      .orderBy(
        ...(overdue(group)
          ? [desc(keyDates.safeDueDate), desc(keyDates.id)]
          : [asc(keyDates.safeDueDate), asc(keyDates.id)]),
      )
      .limit(WRITTEN_LIMIT),
  );
  const [first, ...rest] = selects as [(typeof selects)[number], ...typeof selects];
  return unionAll(first, ...(rest as [typeof first])).prepare(
    `docket_deadlines_${role.toLowerCase()}_${scope}`,
  );
}

/** Which cases a role sees, as a condition on `cases` (the cases module's rule, passed in). */
type VisibleTo = (actor: { role: 'Admin' | 'Solicitor'; userId: Placeholder }) => SQL;

const queueStatements = new Map<string, (db: Db) => ReturnType<typeof prepareQueue>>();

/**
 * The Deadlines queue's rows for a member of staff: `mine` the dates assigned to them, `firm` those
 * of every case they may see. `today`, `twoWorkingDays` and `sevenDays` are London days.
 */
export function queueRows(
  db: Db,
  options: {
    actor: { role: 'Admin' | 'Solicitor'; userId: string };
    scope: 'mine' | 'firm';
    visibleTo: VisibleTo;
    today: string;
    twoWorkingDays: string;
    sevenDays: string;
  },
) {
  const { actor, scope, visibleTo, ...days } = options;
  return queueStatement(db, actor.role, scope, visibleTo).execute({ userId: actor.userId, ...days });
}

/** The queue's statement for a role and scope, prepared once per database (its text: tests read it). */
export function queueStatement(
  db: Db,
  role: 'Admin' | 'Solicitor',
  scope: 'mine' | 'firm',
  visibleTo: VisibleTo,
) {
  const key = `${role}:${scope}`;
  let statement = queueStatements.get(key);
  if (!statement) {
    statement = preparedPerDb((on) => prepareQueue(on, role, scope, visibleTo));
    queueStatements.set(key, statement);
  }
  return statement(db);
}
