import type { SearchResult } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext } from '../../lib/context.ts';
import { likePattern } from '../../lib/sql-like.ts';
import { findCaseTypesNamed } from '../case-types/case-types.service.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { findCasesMatching } from '../cases/cases.read-model.ts';
import { findPeople } from '../users/users.service.ts';
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
  const found = await findCasesMatching(ctx.db, actor, pattern, 5);
  const types = await findCaseTypesNamed(ctx, pattern, 5);
  const people = actor.role === 'Admin' ? await findPeople(ctx, pattern, 5) : [];
  const documents = await searchDocuments(ctx, q);
  return {
    cases: found,
    caseTypes: types,
    users: people,
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
  // The cases the caller may see, by the cases module's own rule.
  const hits = await searchDocumentTexts(ctx.db, ctx.actor, visibleCasesCondition(ctx.actor), q);
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
