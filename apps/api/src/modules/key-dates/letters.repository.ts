import type { DeadlineCaseFacts } from '@docket/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  caseDeadlineFacts,
  caseDocuments,
  caseTypeDocuments,
  documentChecks,
  documentTexts,
  storedFiles,
} from '../../db/schema/index.ts';

/** A document of the case, its name as the case page shows it, and whether its text is still being read. */
export async function letterOfCase(db: Db, caseId: number, documentId: number) {
  const [row] = await db
    .select({
      id: caseDocuments.id,
      name: sql<string>`coalesce(${caseDocuments.title}, ${caseTypeDocuments.name}, ${storedFiles.originalName})`,
      uploadedAt: caseDocuments.uploadedAt,
      checkStatus: documentChecks.status,
    })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .leftJoin(caseTypeDocuments, eq(caseTypeDocuments.id, caseDocuments.documentDefinitionId))
    .leftJoin(documentChecks, eq(documentChecks.documentId, caseDocuments.id))
    .where(and(eq(caseDocuments.id, documentId), eq(caseDocuments.caseId, caseId)));
  return row;
}

/** The text read from a document, page by page. */
export function pagesOfDocument(db: Db, documentId: number) {
  return db
    .select({ page: documentTexts.page, body: documentTexts.body })
    .from(documentTexts)
    .where(eq(documentTexts.documentId, documentId))
    .orderBy(asc(documentTexts.page));
}

export async function factsOfCase(db: Db, caseId: number): Promise<DeadlineCaseFacts | null> {
  const [row] = await db
    .select({
      location: caseDeadlineFacts.location,
      detained: caseDeadlineFacts.detained,
      acceleratedDetained: caseDeadlineFacts.acceleratedDetained,
      nassAccommodation: caseDeadlineFacts.nassAccommodation,
    })
    .from(caseDeadlineFacts)
    .where(eq(caseDeadlineFacts.caseId, caseId));
  return row ?? null;
}

export async function saveFactsOfCase(
  db: Db,
  caseId: number,
  facts: DeadlineCaseFacts,
  by: string,
  at: Date,
): Promise<void> {
  const values = { ...facts, updatedBy: by, updatedAt: at };
  await db
    .insert(caseDeadlineFacts)
    .values({ caseId, ...values })
    .onConflictDoUpdate({ target: caseDeadlineFacts.caseId, set: values });
}

/** A document of the case, found by its id or by its stored file's: the evidence a date was done. */
export async function caseDocumentFor(
  db: Db,
  caseId: number,
  by: { documentId?: number | null; storedFileId?: string | null },
): Promise<{ id: number; storedFileId: string } | undefined> {
  const which = by.documentId
    ? eq(caseDocuments.id, by.documentId)
    : eq(caseDocuments.storedFileId, by.storedFileId ?? '00000000-0000-0000-0000-000000000000');
  const [row] = await db
    .select({ id: caseDocuments.id, storedFileId: caseDocuments.storedFileId })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), which));
  return row;
}
