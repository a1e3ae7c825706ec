import type { CaseQueue, Dashboard } from '@docket/contract';
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { caseNotes, cases, users } from '../../db/schema/index.ts';
import type { ActorContext, ServiceContext } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { must } from '../../lib/must.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { awaitingDocuments, queueCondition, toListItem } from '../cases/cases.read-model.ts';
import { clientCases } from '../cases/client-home.read-model.ts';

const RANGE_SPEC = {
  ALL: { unit: 'month', back: null },
  '1Y': { unit: 'month', back: '11 months' },
  '6M': { unit: 'month', back: '5 months' },
  '1M': { unit: 'day', back: '29 days' },
} as const;

async function figures(ctx: ActorContext, scope: ReturnType<typeof visibleCasesCondition>) {
  const day = today(ctx);
  const queue = (name: CaseQueue) =>
    sql<number>`count(*) filter (where ${queueCondition(name, day, ctx.actor.role)})::int`;
  const [row] = await ctx.db
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

/** Cases opened and closed per day (1M) or month, from the range's start to now, gaps filled. */
async function chart(
  ctx: ServiceContext,
  scope: ReturnType<typeof visibleCasesCondition>,
  range: Dashboard['chart']['range'],
) {
  const spec = RANGE_SPEC[range];
  const unit = sql.raw(`'${spec.unit}'`);
  const now = ctx.now();
  const start = spec.back
    ? sql`date_trunc(${unit}, ${now}::timestamptz - ${spec.back}::interval)`
    : sql`date_trunc(${unit}, coalesce((select min(${cases.createdAt}) from ${cases} where ${scope}), ${now}::timestamptz))`;
  const rows = (await ctx.db.execute(sql`
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
  return {
    range,
    points: rows.rows.map((r) => ({ period: r.period, opened: Number(r.opened), closed: Number(r.closed) })),
  };
}

/** One call fills the dashboard, scoped to what the user may see: the firm, their cases, or their own. */
export async function getDashboard(
  ctx: ActorContext,
  range: Dashboard['chart']['range'],
): Promise<Dashboard> {
  const actor = ctx.actor;
  const scope = visibleCasesCondition(actor);
  const [me] = await ctx.db.select().from(users).where(eq(users.id, actor.userId));
  const recent = await ctx.db
    .select()
    .from(cases)
    .where(scope)
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(5);
  const popular = await ctx.db
    .select({ caseTypeId: cases.caseTypeId, caseTypeName: cases.caseTypeName, cases: count() })
    .from(cases)
    .where(scope)
    .groupBy(cases.caseTypeId, cases.caseTypeName)
    .orderBy(desc(count()), cases.caseTypeName)
    .limit(5);
  const noteScope =
    actor.role === 'Client'
      ? and(scope, or(eq(caseNotes.isSharedWithClient, true), eq(caseNotes.authorId, actor.userId)))
      : scope;
  const notes = await ctx.db
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
    .limit(6);
  const caseloads =
    actor.role === 'Admin'
      ? await ctx.db
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
          .limit(10)
      : [];
  const { firstName, lastName } = must(me, 'the signed-in user');
  return {
    user: { fullName: `${firstName} ${lastName}`, role: actor.role },
    figures: await figures(ctx, scope),
    chart: await chart(ctx, scope, range),
    recentCases: recent.map(toListItem),
    popularCaseTypes: popular,
    latestNotes: notes.map(({ note, caseTypeName, first, last }) => ({
      caseId: note.caseId,
      caseTypeName,
      text: note.text,
      authorName: `${first} ${last}`,
      createdAt: note.createdAt.toISOString(),
    })),
    myCases: await clientCases(ctx),
    caseloads,
  };
}
