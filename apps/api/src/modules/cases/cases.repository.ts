import type {
  CaseDocument,
  CaseListItem,
  CaseListQuery,
  CaseStatus,
  ChecklistCounts,
  Paged,
  Role,
} from '@docket/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { caseStatusChanges, cases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { dayOf } from '../../lib/day.ts';
import { must } from '../../lib/must.ts';
import { likePattern } from '../../lib/sql-like.ts';
import { visibleCasesCondition } from './cases.policy.ts';
import { awaitingDocuments, LIST_COLUMNS, queueCondition, toListItem } from './cases.read-model.ts';

export type CaseRow = typeof cases.$inferSelect;

const COUNT_AHEAD_PAGES = 10;

const SORTABLE = {
  id: cases.id,
  createdAt: cases.createdAt,
  caseTypeName: cases.caseTypeName,
  clientName: cases.clientName,
  solicitorName: cases.solicitorName,
  supportType: cases.supportType,
  status: cases.status,
} as const;

/** One page of the cases the actor may see: searched, sorted and counted in the database. */
export async function listCasesVisibleTo(
  db: Db,
  actor: Actor,
  query: CaseListQuery,
  now: Date,
): Promise<Paged<CaseListItem>> {
  const conditions = [visibleCasesCondition(actor)];
  if (query.searchQuery) conditions.push(sql`${cases.searchText} like ${likePattern(query.searchQuery)}`);
  if (query.status) conditions.push(eq(cases.status, query.status));
  // The same rules as the dashboard's figures, so a figure and the list it links to agree.
  if (query.filter === 'unassigned')
    conditions.push(sql`${cases.solicitorId} is null and ${cases.status} <> 'Closed'`);
  if (query.filter === 'awaitingDocuments')
    conditions.push(sql`${cases.status} <> 'Closed' and ${awaitingDocuments}`);
  if (query.queue) conditions.push(queueCondition(query.queue, dayOf(now), actor.role));
  const where = and(...conditions);
  // Own keys only: "__proto__" or "constructor" would otherwise find Object's own members.
  const column = Object.hasOwn(SORTABLE, query.sortColumn)
    ? SORTABLE[query.sortColumn as keyof typeof SORTABLE]
    : cases.createdAt;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const offset = (query.pageNo - 1) * query.pageSize;
  // Counting every match of a broad search over 100,000 cases costs more than the page itself, so
  // the count stops ten pages past this one; beyond that the total is a floor ("500+ entries").
  const countLimit = offset + query.pageSize * COUNT_AHEAD_PAGES + 1;
  const countOf = () =>
    db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(cases).where(where).limit(countLimit).as('matches'));
  // One round trip: the page carries the (uncorrelated, once-evaluated) count on each row.
  const rows = await db
    .select({ ...LIST_COLUMNS, matches: sql<number>`(${countOf()})::int` })
    .from(cases)
    .where(where)
    .orderBy(direction(column), direction(cases.id))
    .limit(query.pageSize)
    .offset(offset);
  // A page past the end has no row to carry the count: ask for it on its own.
  const [first] = rows;
  const counted = first ? [{ n: first.matches }] : await countOf();
  const found = counted[0]?.n ?? 0;
  const totalIsExact = found < countLimit;
  const totalItems = totalIsExact ? found : countLimit - 1;
  return {
    items: rows.map(toListItem),
    currentPage: query.pageNo,
    totalItems,
    totalPages: Math.ceil(totalItems / query.pageSize),
    pageSize: query.pageSize,
    totalIsExact,
  };
}

/** The case if the actor may see it; otherwise undefined, exactly as for a case that does not exist. */
export async function findCaseVisibleTo(db: Db, actor: Actor, caseId: number): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), visibleCasesCondition(actor)));
  return row;
}

/** A current document as the detail query returns it: the upload time in epoch milliseconds. */
export type DetailDocumentRow = Omit<CaseDocument, 'uploadedAt'> & { uploadedAtMs: number };

/**
 * The case's current documents (not replaced), ordered as the detail shows them. The outer row is
 * named `cases.` by hand: drizzle leaves columns unqualified in a one-table select.
 */
const currentDocumentsJson = sql<DetailDocumentRow[]>`coalesce((
  select json_agg(json_build_object(
           'id', cd.id,
           'documentDefinitionId', cd.document_definition_id,
           'documentName', coalesce(ctd.name, cd.title, f.original_name),
           'documentType', cd.kind,
           'fileName', f.original_name,
           'filePath', f.storage_key,
           'contentType', f.content_type,
           'fileSize', f.size_bytes,
           'uploadedAtMs', floor(extract(epoch from cd.uploaded_at) * 1000),
           'uploadedByName', u.first_name || ' ' || u.last_name)
         order by cd.kind, cd.uploaded_at, cd.id)
  from case_documents cd
  join stored_files f on f.id = cd.stored_file_id
  join users u on u.id = cd.uploaded_by
  left join case_type_documents ctd on ctd.id = cd.document_definition_id
  where cd.case_id = cases.id and cd.replaced_at is null), '[]')`;

/** Required documents of the case's type (not archived) with no current file on the case. */
const missingRequiredJson = sql<Array<{ id: number; documentName: string }>>`coalesce((
  select json_agg(json_build_object('id', d.id, 'documentName', d.name) order by d.position, d.id)
  from case_type_documents d
  where d.case_type_id = cases.case_type_id and d.kind = 'required' and d.archived_at is null
    and not exists (select 1 from case_documents cd
                    where cd.case_id = cases.id and cd.document_definition_id = d.id and cd.replaced_at is null)
), '[]')`;

/** How many of the case's checklist items are in each state. */
const checklistCountsJson = sql<ChecklistCounts>`(
  select json_build_object(
    'Missing', count(*) filter (where i.state = 'Missing'),
    'AwaitingReview', count(*) filter (where i.state = 'AwaitingReview'),
    'Accepted', count(*) filter (where i.state = 'Accepted'),
    'Rejected', count(*) filter (where i.state = 'Rejected'),
    'Waived', count(*) filter (where i.state = 'Waived'))
  from checklist_items i where i.case_id = cases.id)`;

/** The case's legal hold (decision 041), for administrators: the time in epoch milliseconds. */
export type DetailLegalHoldRow = { reason: string; heldByName: string; heldAtMs: number } | null;
const legalHoldJson = sql<DetailLegalHoldRow>`(case when cases.legal_hold_at is null then null else json_build_object(
  'reason', cases.legal_hold_reason,
  'heldByName', coalesce((select u.first_name || ' ' || u.last_name from users u where u.id = cases.legal_hold_by), ''),
  'heldAtMs', floor(extract(epoch from cases.legal_hold_at) * 1000)) end)`;

function prepareCaseDetail(db: Db, role: Role) {
  return db
    .select({
      ...LIST_COLUMNS,
      description: cases.description,
      documents: currentDocumentsJson,
      missingRequired: missingRequiredJson,
      checklistCounts: checklistCountsJson,
      // Only administrators place and lift holds; the others' statement never reads them.
      legalHold: role === 'Admin' ? legalHoldJson : sql<DetailLegalHoldRow>`null::json`,
    })
    .from(cases)
    .where(
      and(
        eq(cases.id, sql.placeholder('caseId')),
        visibleCasesCondition({ role, userId: sql.placeholder('userId') }),
      ),
    )
    .prepare(`docket_case_detail_${role.toLowerCase()}`);
}

/** One statement per role, as the visibility rule differs; each prepared once per database. */
const caseDetailByRole = {
  Admin: preparedPerDb((db) => prepareCaseDetail(db, 'Admin')),
  Client: preparedPerDb((db) => prepareCaseDetail(db, 'Client')),
  Solicitor: preparedPerDb((db) => prepareCaseDetail(db, 'Solicitor')),
} satisfies Record<Role, unknown>;

export type CaseDetailRow = Awaited<
  ReturnType<ReturnType<(typeof caseDetailByRole)['Admin']>['execute']>
>[number];

/**
 * The case with its current documents and missing required documents in one round trip, if the
 * actor may see it; otherwise undefined, exactly as for a case that does not exist.
 */
export async function findCaseDetailVisibleTo(
  db: Db,
  actor: Actor,
  caseId: number,
): Promise<CaseDetailRow | undefined> {
  const [row] = await caseDetailByRole[actor.role](db).execute({ caseId, userId: actor.userId });
  return row;
}

export async function insertCase(db: Db, values: typeof cases.$inferInsert): Promise<number> {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  return must(row, 'the new case').id;
}

export async function setSolicitor(db: Db, caseId: number, solicitorId: string, now: Date): Promise<void> {
  await db.update(cases).set({ solicitorId, updatedAt: now }).where(eq(cases.id, caseId));
}

/** The case's new status, and when it closed (null unless it is closed now). */
export async function setStatus(db: Db, caseId: number, status: CaseStatus, now: Date): Promise<void> {
  await db
    .update(cases)
    .set({ status, updatedAt: now, closedAt: status === 'Closed' ? now : null })
    .where(eq(cases.id, caseId));
}

export async function insertStatusChange(
  db: Db,
  values: typeof caseStatusChanges.$inferInsert,
): Promise<void> {
  await db.insert(caseStatusChanges).values(values);
}

/** The solicitor assigned to a case, or null (none yet, or no such case). */
export async function solicitorOfCase(db: Db, caseId: number): Promise<string | null> {
  const [row] = await db.select({ solicitorId: cases.solicitorId }).from(cases).where(eq(cases.id, caseId));
  return row?.solicitorId ?? null;
}
