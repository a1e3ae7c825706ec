import type { CaseQueue, Dashboard } from '@docket/contract';
import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseNotes, cases, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { visibleCasesCondition } from './cases.policy.ts';
import { awaitingDocuments, queueCondition } from './cases.read-model.ts';

/**
 * The dashboard's figures of the cases an actor may see (the firm's, a solicitor's, a client's
 * own), each by the same rule as the case list a figure links to.
 */

const RANGE_SPEC = {
  ALL: { unit: 'month', back: null },
  '1Y': { unit: 'month', back: '11 months' },
  '6M': { unit: 'month', back: '5 months' },
  '1M': { unit: 'day', back: '29 days' },
} as const;

/** How many cases are in each status and each work queue. */
export async function caseFigures(db: Db, actor: Actor, today: string) {
  const scope = visibleCasesCondition(actor);
  const queue = (name: CaseQueue) =>
    sql<number>`count(*) filter (where ${queueCondition(name, today, actor.role)})::int`;
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${cases.status} = 'Open')::int`,
      pending: sql<number>`count(*) filter (where ${cases.status} = 'Pending')::int`,
      closed: sql<number>`count(*) filter (where ${cases.status} = 'Closed')::int`,
      unassigned: sql<number>`count(*) filter (where ${cases.solicitorId} is null and ${cases.status} <> 'Closed')::int`,
      awaitingDocuments: sql<number>`count(*) filter (where ${cases.status} <> 'Closed' and ${awaitingDocuments})::int`,
      awaitingMyReview: queue('awaitingMyReview'),
      waitingForClient: queue('waitingForClient'),
      overdue: queue('overdue'),
    })
    .from(cases)
    .where(scope);
  return must(row, "the figures' row");
}

/** Cases opened and closed per day (1M) or month, from the range's start to `now`, gaps filled. */
export async function openedAndClosed(db: Db, actor: Actor, range: Dashboard['chart']['range'], now: Date) {
  const scope: SQL = visibleCasesCondition(actor);
  const spec = RANGE_SPEC[range];
  const unit = sql.raw(`'${spec.unit}'`);
  const start = spec.back
    ? sql`date_trunc(${unit}, ${now}::timestamptz - ${spec.back}::interval)`
    : sql`date_trunc(${unit}, coalesce((select min(${cases.createdAt}) from ${cases} where ${scope}), ${now}::timestamptz))`;
  const rows = (await db.execute(sql`
    with periods as (
      select generate_series(${start}, date_trunc(${unit}, ${now}::timestamptz), ('1 ' || ${spec.unit})::interval) as period
    ),
    opened as (
      select date_trunc(${unit}, ${cases.createdAt}) as period, count(*)::int as n from ${cases} where ${scope} group by 1
    ),
    closed as (
      select date_trunc(${unit}, s.changed_at) as period, count(*)::int as n
      from case_status_changes s join ${cases} on ${cases.id} = s.case_id
      where s.to_status = 'Closed' and ${scope} group by 1
    )
    select to_char(p.period at time zone 'UTC', ${spec.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as period,
           coalesce(o.n, 0) as opened, coalesce(c.n, 0) as closed
    from periods p left join opened o on o.period = p.period left join closed c on c.period = p.period
    order by p.period`)) as unknown as { rows: Array<{ period: string; opened: number; closed: number }> };
  return rows.rows.map((r) => ({ period: r.period, opened: Number(r.opened), closed: Number(r.closed) }));
}

/** The latest cases, newest first. */
export async function recentCases(db: Db, actor: Actor, limit: number) {
  return db
    .select()
    .from(cases)
    .where(visibleCasesCondition(actor))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(limit);
}

/** The case types with the most cases. */
export async function popularCaseTypes(db: Db, actor: Actor, limit: number) {
  return db
    .select({ caseTypeId: cases.caseTypeId, caseTypeName: cases.caseTypeName, cases: count() })
    .from(cases)
    .where(visibleCasesCondition(actor))
    .groupBy(cases.caseTypeId, cases.caseTypeName)
    .orderBy(desc(count()), cases.caseTypeName)
    .limit(limit);
}

/** The latest notes on the cases; a client's only those shared with her and her own. */
export async function latestNotes(db: Db, actor: Actor, limit: number) {
  const scope = visibleCasesCondition(actor);
  const noteScope =
    actor.role === 'Client'
      ? and(scope, or(eq(caseNotes.isSharedWithClient, true), eq(caseNotes.authorId, actor.userId)))
      : scope;
  return db
    .select({
      note: caseNotes,
      caseTypeName: cases.caseTypeName,
      first: users.firstName,
      last: users.lastName,
    })
    .from(caseNotes)
    .innerJoin(cases, eq(cases.id, caseNotes.caseId))
    .innerJoin(users, eq(users.id, caseNotes.authorId))
    .where(noteScope)
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(limit);
}

/** Each active solicitor's open cases, most first. */
export async function caseloads(db: Db, limit: number) {
  return db
    .select({
      solicitorId: users.id,
      solicitorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      open: sql<number>`count(${cases.id})::int`,
    })
    .from(users)
    .leftJoin(cases, and(eq(cases.solicitorId, users.id), ne(cases.status, 'Closed')))
    .where(and(eq(users.role, 'Solicitor'), eq(users.isLocked, false)))
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(desc(sql`count(${cases.id})`), users.firstName)
    .limit(limit);
}
