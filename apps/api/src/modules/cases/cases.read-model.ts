import type { CaseListItem, CaseQueue, Role } from '@docket/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { visibleCasesCondition } from './cases.policy.ts';

/**
 * The one rule, written once (decision 025), of a checklist item still needed from the client: a
 * required or requested document not sent yet, or any document the firm sent back. `item` is the
 * name the statement gives the checklist_items row. It drives the stage, the work queues, the
 * dashboard and reminders; isPastDue (checklist-rules.ts) says when such an item is overdue.
 */
export function neededItemSql(item: string): SQL {
  const i = sql.identifier(item);
  return sql`((${i}.is_required and ${i}.state = 'Missing') or ${i}.state = 'Rejected')`;
}

/**
 * Recomputes the copied names and search text of the cases matching `where`, from their case
 * type, client and solicitor. Called inside the transaction of any change to those.
 */
export async function refreshCaseReadModel(db: Db, where: SQL): Promise<void> {
  await db
    .update(cases)
    .set({
      caseTypeName: sql`(select ct.name from case_types ct where ct.id = ${cases.caseTypeId})`,
      clientName: sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.clientId})`,
      solicitorName: sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.solicitorId})`,
      searchText: sql`lower(concat_ws(' ',
        (select ct.name from case_types ct where ct.id = ${cases.caseTypeId}),
        (select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.clientId}),
        (select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.solicitorId}),
        ${cases.description}))`,
    })
    .where(where);
}

export const refreshCase = (db: Db, caseId: number) => refreshCaseReadModel(db, eq(cases.id, caseId));

/** The cases with these ids, after a change a statement made to them. */
export async function refreshCases(db: Db, caseIds: number[]): Promise<void> {
  if (caseIds.length > 0) await refreshCaseReadModel(db, inArray(cases.id, caseIds));
}

/** After a person's name changes: the cases where they are the client or the solicitor. */
export const refreshCasesOfUser = (db: Db, userId: string) =>
  refreshCaseReadModel(
    db,
    must(or(eq(cases.clientId, userId), eq(cases.solicitorId, userId)), 'a condition'),
  );

/** After a case type is renamed. */
export const refreshCasesOfType = (db: Db, caseTypeId: number) =>
  refreshCaseReadModel(db, eq(cases.caseTypeId, caseTypeId));

/** A case row as the list shows it. */
/** The columns the list shows: the search text and description stay in the database. */
export const LIST_COLUMNS = {
  id: cases.id,
  caseTypeId: cases.caseTypeId,
  caseTypeName: cases.caseTypeName,
  clientId: cases.clientId,
  clientName: cases.clientName,
  solicitorId: cases.solicitorId,
  solicitorName: cases.solicitorName,
  supportType: cases.supportType,
  status: cases.status,
  createdAt: cases.createdAt,
  stage: cases.stage,
};

export function toListItem(row: Pick<typeof cases.$inferSelect, keyof typeof LIST_COLUMNS>): CaseListItem {
  return {
    id: row.id,
    caseTypeId: row.caseTypeId,
    caseTypeName: row.caseTypeName,
    clientId: row.clientId,
    clientName: row.clientName,
    solicitorId: row.solicitorId,
    solicitorName: row.solicitorName,
    supportType: row.supportType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    stage: row.stage,
  };
}

/**
 * Recomputes the stage of the cases matching `where`, and what the work queues filter on, from their
 * checklist items (decision 025). Called inside the transaction of every change to items; with
 * `updatedAt`, the same statement marks the cases changed then.
 */
export async function refreshChecklistSummaries(db: Db, where: SQL, updatedAt?: Date): Promise<void> {
  await db.execute(sql`
    with summary as (
      select c.id,
        count(i.id) filter (where i.state = 'AwaitingReview')::int as awaiting,
        count(i.id) filter (where ${neededItemSql('i')})::int as needed,
        min(i.due_date) filter (where ${neededItemSql('i')}) as due
      from cases c left join checklist_items i on i.case_id = c.id
      where ${where}
      group by c.id)
    update cases set
      awaiting_review_count = summary.awaiting,
      needed_count = summary.needed,
      earliest_due_date = summary.due,
      stage = case when summary.needed > 0 then 'WaitingForClient'
                   when summary.awaiting > 0 then 'WithFirm' else 'Complete' end
      ${updatedAt ? sql`, updated_at = ${updatedAt}` : sql``}
    from summary where cases.id = summary.id`);
}

/** The stages of these cases, after a statement changed their items. */
export async function refreshChecklistSummariesOf(db: Db, caseIds: number[]): Promise<void> {
  if (caseIds.length === 0) return;
  await refreshChecklistSummaries(db, sql`c.id = any(${sql.param(caseIds)}::integer[])`);
}

export const refreshChecklistSummary = (db: Db, caseId: number, updatedAt?: Date) =>
  refreshChecklistSummaries(db, sql`c.id = ${caseId}`, updatedAt);

/**
 * The staff's work queues (decision 025) on an open case: a document awaits review; the client owes
 * a needed document; a needed document's due date has passed. Clients have none. On indexed columns
 * of the read model, for the case list and the dashboard alike.
 */
export function queueCondition(queue: CaseQueue, today: string, role: Role): SQL {
  if (role === 'Client') return sql`false`;
  const open = sql`${cases.status} <> 'Closed'`;
  if (queue === 'awaitingMyReview') return sql`${open} and ${cases.awaitingReviewCount} > 0`;
  if (queue === 'waitingForClient') return sql`${open} and ${cases.neededCount} > 0`;
  return sql`${open} and ${cases.earliestDueDate} < ${today}`;
}

/**
 * The case waits for documents from its client: its checklist has a needed item (decision 025).
 * The dashboard's "Awaiting documents" figure and the list filter behind it.
 */
export const awaitingDocuments = sql`${cases.neededCount} > 0`;

/** How many cases the solicitor is assigned to, whatever their status. */
export async function countCasesAssignedTo(db: Db, solicitorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cases).where(eq(cases.solicitorId, solicitorId));
  return row?.n ?? 0;
}

/** The newest cases the actor may see whose search text matches the LIKE pattern (the search box). */
export async function findCasesMatching(db: Db, actor: Actor, pattern: string, limit: number) {
  return db
    .select({
      id: cases.id,
      caseTypeName: cases.caseTypeName,
      clientName: cases.clientName,
      status: cases.status,
    })
    .from(cases)
    .where(and(visibleCasesCondition(actor), sql`${cases.searchText} like ${pattern}`))
    .orderBy(desc(cases.createdAt))
    .limit(limit);
}
