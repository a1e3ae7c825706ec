import type { SearchResult } from '@docket/contract';
import { and, asc, desc, isNull, sql } from 'drizzle-orm';
import { cases, caseTypes, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext } from '../../lib/context.ts';
import { likePattern } from '../../lib/sql-like.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { searchDocumentTexts } from './document-search.repository.ts';

/** Shorter words than this are not looked for in documents' text: nearly every page has them. */
const MIN_DOCUMENT_QUERY = 2;

/**
 * The top bar's search: cases and case types the caller may see, people for administrators, and
 * documents whose text holds the words, in the cases the caller may see.
 */
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
            sql`${users.erasedAt} is null and lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`,
          )
          .orderBy(asc(users.firstName))
          .limit(5)
      : [];
  const documents = await searchDocuments(ctx, q);
  return {
    cases: found,
    caseTypes: types,
    users: people.map((p) => ({ id: p.id, fullName: `${p.first} ${p.last}`, email: p.email, role: p.role })),
    documents,
  };
}

/**
 * Documents found by their text. A search that shows any text of a document is audited like a
 * look at it: who, the words and which documents (the log is the administrators' alone, and it
 * already names files and people); one that finds nothing showed nothing, and is not.
 */
async function searchDocuments(ctx: ActorContext, q: string) {
  if (q.length < MIN_DOCUMENT_QUERY) return [];
  const hits = await searchDocumentTexts(ctx.db, ctx.actor, q);
  if (hits.length > 0) {
    await recordAudit(ctx, 'document.searched', null, {
      query: q,
      hits: hits.length,
      documentIds: hits.map((hit) => hit.documentId),
      caseIds: [...new Set(hits.map((hit) => hit.caseId))],
    });
  }
  return hits;
}
