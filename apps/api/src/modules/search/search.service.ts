import type { SearchResult } from '@docket/contract';
import { and, asc, desc, isNull, sql } from 'drizzle-orm';
import { cases, caseTypes, users } from '../../db/schema/index.ts';
import type { ActorContext } from '../../lib/context.ts';
import { likePattern } from '../../lib/sql-like.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';

/** The top bar's search: cases and case types the caller may see, and people for administrators. */
export async function search(ctx: ActorContext, q: string): Promise<SearchResult> {
  const actor = ctx.actor;
  const pattern = likePattern(q);
  const found = await ctx.db
    .select({
      id: cases.id,
      caseTypeName: cases.caseTypeName,
      clientName: cases.clientName,
      status: cases.status,
    })
    .from(cases)
    .where(and(visibleCasesCondition(actor), sql`${cases.searchText} like ${pattern}`))
    .orderBy(desc(cases.createdAt))
    .limit(5);
  const types = await ctx.db
    .select({ id: caseTypes.id, caseTypeName: caseTypes.name })
    .from(caseTypes)
    .where(and(isNull(caseTypes.archivedAt), sql`lower(${caseTypes.name}) like ${pattern}`))
    .orderBy(asc(caseTypes.name))
    .limit(5);
  const people =
    actor.role === 'Admin'
      ? await ctx.db
          .select({
            id: users.id,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
            role: users.role,
          })
          .from(users)
          .where(
            sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`,
          )
          .orderBy(asc(users.firstName))
          .limit(5)
      : [];
  return {
    cases: found,
    caseTypes: types,
    users: people.map((p) => ({ id: p.id, fullName: `${p.first} ${p.last}`, email: p.email, role: p.role })),
  };
}
