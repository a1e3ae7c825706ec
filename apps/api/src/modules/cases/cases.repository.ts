import type { CaseListItem, CaseListQuery, Paged } from '@docket/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { visibleCasesCondition } from './case-policy.service.ts';
import { awaitingDocuments, LIST_COLUMNS, toListItem } from './case-read-model.service.ts';

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

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the cases the actor may see: searched, sorted and counted in the database. */
export async function listCasesVisibleTo(
  db: Db,
  actor: Actor,
  query: CaseListQuery,
): Promise<Paged<CaseListItem>> {
  const conditions = [visibleCasesCondition(actor)];
  if (query.searchQuery) conditions.push(sql`${cases.searchText} like ${likePattern(query.searchQuery)}`);
  if (query.status) conditions.push(eq(cases.status, query.status));
  // The same rules as the dashboard's figures, so a figure and the list it links to agree.
  if (query.filter === 'unassigned')
    conditions.push(sql`${cases.solicitorId} is null and ${cases.status} <> 'Closed'`);
  if (query.filter === 'awaitingDocuments')
    conditions.push(sql`${cases.status} <> 'Closed' and ${awaitingDocuments}`);
  const where = and(...conditions);
  const column = SORTABLE[query.sortColumn as keyof typeof SORTABLE] ?? cases.createdAt;
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
  const counted = rows.length > 0 ? [{ n: rows[0]!.matches }] : await countOf();
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
