import type { DocumentSearchHit, Role } from '@docket/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, cases, checklistItems, documentTexts, storedFiles } from '../../db/schema/index.ts';
import { HEADLINE_OPTIONS, snippetParts } from './snippet.ts';

/** The most documents one search shows. */
export const DOCUMENT_HITS = 8;

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * The words searched for, as the text was indexed: English stems, plain words (names, references,
 * every language), and Arabic stems when the words are written in Arabic letters. A page matches
 * when one of these readings of the whole query does (websearch syntax: "a phrase", or, -not).
 */
function documentQuery(q: string): SQL {
  const english = sql`websearch_to_tsquery('english'::regconfig, ${q}) || websearch_to_tsquery('simple'::regconfig, ${q})`;
  return ARABIC_LETTER.test(q)
    ? sql`(${english} || websearch_to_tsquery('arabic'::regconfig, ${q}))`
    : sql`(${english})`;
}

/**
 * The newest pages that match, of which the best are chosen. Ranking reads each page's whole index
 * entry: done for every match of a common word (two pages in three hold "accommodation") it took
 * 250 ms over 20,000 documents, where the newest few hundred take a few. A word with fewer matches
 * than this is ranked over all of them.
 */
export const CANDIDATE_PAGES = 200;

/**
 * Documents of the cases the caller may see (`visibleCases`, the cases module's condition) whose
 * text holds the words, best first, one hit a
 * document (its best page), each with a marked snippet. Staff find every version, as they see
 * every version; a client only the current one of each document, as her checklist shows.
 */
export async function searchDocumentTexts(
  db: Db,
  actor: { role: Role; userId: string },
  visibleCases: SQL,
  q: string,
): Promise<DocumentSearchHit[]> {
  const query = documentQuery(q);
  const candidates = db
    .select({
      textId: sql<number>`${documentTexts.id}`.as('found_text_id'),
      documentId: sql<number>`${documentTexts.documentId}`.as('found_document_id'),
      caseId: sql<number>`${documentTexts.caseId}`.as('found_case_id'),
      page: sql<number>`${documentTexts.page}`.as('found_page'),
      tsv: sql<string>`${documentTexts.tsv}`.as('found_tsv'),
    })
    .from(documentTexts)
    .innerJoin(cases, eq(cases.id, documentTexts.caseId))
    .innerJoin(caseDocuments, eq(caseDocuments.id, documentTexts.documentId))
    .where(
      and(
        sql`${documentTexts.tsv} @@ ${query}`,
        visibleCases,
        actor.role === 'Client' ? isNull(caseDocuments.replacedAt) : undefined,
      ),
    )
    .orderBy(desc(documentTexts.id))
    .limit(CANDIDATE_PAGES)
    .as('candidates');
  const rank = sql<number>`ts_rank(${candidates.tsv}, ${query})`.as('rank');
  const bestPage = db
    .selectDistinctOn([candidates.documentId], {
      textId: candidates.textId,
      documentId: candidates.documentId,
      caseId: candidates.caseId,
      page: candidates.page,
      rank,
    })
    .from(candidates)
    .orderBy(candidates.documentId, desc(rank), asc(candidates.page))
    .as('best_page');
  // The few best are chosen before their snippets are made: ts_headline reads the whole page.
  const top = db
    .select()
    .from(bestPage)
    .orderBy(desc(bestPage.rank), desc(bestPage.documentId))
    .limit(DOCUMENT_HITS)
    .as('top');
  const rows = await db
    .select({
      caseId: top.caseId,
      documentId: top.documentId,
      itemId: caseDocuments.checklistItemId,
      documentName: sql<string>`coalesce(${checklistItems.name}, ${caseDocuments.title}, ${storedFiles.originalName})`,
      fileName: storedFiles.originalName,
      clientName: cases.clientName,
      page: top.page,
      headline: sql<string>`ts_headline(${documentTexts.language}::regconfig, translate(${documentTexts.body}, chr(2) || chr(3), ''), ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(top)
    .innerJoin(documentTexts, eq(documentTexts.id, top.textId))
    .innerJoin(caseDocuments, eq(caseDocuments.id, top.documentId))
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .innerJoin(cases, eq(cases.id, top.caseId))
    .leftJoin(checklistItems, eq(checklistItems.id, caseDocuments.checklistItemId))
    .orderBy(desc(top.rank), desc(top.documentId));
  return rows.map(({ headline, ...hit }) => ({ ...hit, snippet: snippetParts(headline) }));
}
