import { CHECK_RULES_VERSION, type DocumentFinding, type DocumentKind } from '@docket/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  caseDocuments,
  cases,
  caseTypeDocuments,
  checklistItems,
  documentChecks,
  documentTexts,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { Extraction, OtherDocument, TextLanguage } from './check-types.ts';
import type { CheckFailureCode } from './extract/check-failure.ts';

export type ClaimedCheck = {
  id: number;
  documentId: number;
  caseId: number;
  /** Counting this one: the claim is the attempt's token (recordings check it). */
  attempts: number;
  storageKey: string;
  contentType: string;
};

/**
 * Starts an attempt at the check the engine gave this instance (its `document-check` job): running,
 * one more attempt counted, and its hold's end kept for the screen. Answers the check with its file,
 * or undefined when it is gone (with its document) or already ended.
 */
export async function startCheck(
  db: Db,
  checkId: number,
  now: Date,
  holdMs: number,
): Promise<ClaimedCheck | undefined> {
  const [started] = await db
    .update(documentChecks)
    .set({
      status: 'running',
      attempts: sql`${documentChecks.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + holdMs),
    })
    .where(and(eq(documentChecks.id, checkId), inArray(documentChecks.status, ['queued', 'running'])))
    .returning({
      id: documentChecks.id,
      documentId: documentChecks.documentId,
      caseId: documentChecks.caseId,
      attempts: documentChecks.attempts,
    });
  if (!started) return undefined;
  const [file] = await db
    .select({ storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .where(eq(caseDocuments.id, started.documentId));
  return file ? { ...started, ...file } : undefined;
}

/** Only the attempt's holder records: a check that outlasted its lease leaves it to the new holder. */
const stillOurs = (check: Pick<ClaimedCheck, 'id' | 'attempts'>) =>
  and(
    eq(documentChecks.id, check.id),
    eq(documentChecks.attempts, check.attempts),
    eq(documentChecks.status, 'running'),
  );

/** Queues the check again after `retryAt`, or ends it as failed: whether it was still ours. */
export async function recordFailure(
  db: Db,
  check: ClaimedCheck,
  code: CheckFailureCode,
  retryAt: Date | null,
): Promise<boolean> {
  const kept = await db
    .update(documentChecks)
    .set(
      retryAt
        ? { status: 'queued', leaseUntil: retryAt, lastError: code }
        : { status: 'failed', lastError: code },
    )
    .where(stillOurs(check))
    .returning({ id: documentChecks.id });
  return kept.length > 0;
}

/** Gives a claim back untouched (a shutdown cut the check short): due at once, the attempt not counted. */
export async function releaseClaim(db: Db, check: ClaimedCheck, now: Date): Promise<void> {
  await db
    .update(documentChecks)
    .set({ status: 'queued', leaseUntil: now, attempts: sql`${documentChecks.attempts} - 1` })
    .where(stillOurs(check));
}

export type RulesContext = {
  expectedKind: DocumentKind | null;
  maxAgeMonths: number | null;
  clientName: string;
  others: OtherDocument[];
};

/** What the rules compare a document with: its checklist item's expectations, the client, the case's other texts. */
export async function loadRulesContext(db: Db, check: ClaimedCheck): Promise<RulesContext> {
  const [row] = await db
    .select({
      expectedKind: caseTypeDocuments.checkKind,
      maxAgeMonths: caseTypeDocuments.maxAgeMonths,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .innerJoin(users, eq(users.id, cases.clientId))
    .leftJoin(checklistItems, eq(checklistItems.id, caseDocuments.checklistItemId))
    .leftJoin(caseTypeDocuments, eq(caseTypeDocuments.id, checklistItems.definitionId))
    .where(eq(caseDocuments.id, check.documentId));
  const others = await db
    .select({
      documentId: documentTexts.documentId,
      fileName: storedFiles.originalName,
      text: sql<string>`string_agg(${documentTexts.body}, E'\n' order by ${documentTexts.page})`,
    })
    .from(documentTexts)
    .innerJoin(caseDocuments, eq(caseDocuments.id, documentTexts.documentId))
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .where(and(eq(documentTexts.caseId, check.caseId), ne(documentTexts.documentId, check.documentId)))
    .groupBy(documentTexts.documentId, storedFiles.originalName)
    .orderBy(asc(documentTexts.documentId));
  return {
    expectedKind: (row?.expectedKind as DocumentKind | null) ?? null,
    maxAgeMonths: row?.maxAgeMonths ?? null,
    clientName: row ? `${row.firstName} ${row.lastName}` : '',
    others,
  };
}

/**
 * The check's outcome, in one transaction: the document's text page by page (what an earlier run
 * stored replaced), the findings, keeping the exact-duplicate finding made at upload, and the
 * figures. Answers false, writing nothing, when the check is no longer this attempt's.
 */
export async function storeOutcome(
  db: Db,
  check: ClaimedCheck,
  outcome: {
    extraction: Extraction;
    findings: DocumentFinding[];
    language: TextLanguage | null;
    checkedAt: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ findings: documentChecks.findings })
      .from(documentChecks)
      .where(stillOurs(check))
      .for('update');
    if (!mine) return false;
    await tx.delete(documentTexts).where(eq(documentTexts.documentId, check.documentId));
    const pages = outcome.extraction.pages.filter((page) => page.text.length > 0);
    if (pages.length > 0) {
      await tx.insert(documentTexts).values(
        pages.map((page) => ({
          documentId: check.documentId,
          caseId: check.caseId,
          page: page.page,
          language: page.language,
          body: page.text,
        })),
      );
    }
    const atUpload = mine.findings.filter((finding) => finding.code === 'duplicateFile');
    await tx
      .update(documentChecks)
      .set({
        status: 'done',
        findings: [...atUpload, ...outcome.findings.filter((finding) => finding.code !== 'duplicateFile')],
        confidence: outcome.extraction.confidence,
        pages: outcome.extraction.pageCount,
        language: outcome.language,
        rulesVersion: CHECK_RULES_VERSION,
        lastError: null,
        checkedAt: outcome.checkedAt,
      })
      .where(eq(documentChecks.id, check.id));
    return true;
  });
}

/**
 * Queues the check of a new case document, in the transaction that made it. An exact copy (the
 * same SHA-256) of another document of the case is said at once, before any check has run.
 */
export async function insertQueuedCheck(
  db: Db,
  document: { id: number; caseId: number; storedFileId: string },
  now: Date,
): Promise<number> {
  const [same] = await db
    .select({
      documentId: caseDocuments.id,
      fileName: storedFiles.originalName,
      uploadedAt: caseDocuments.uploadedAt,
    })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .where(
      and(
        eq(caseDocuments.caseId, document.caseId),
        ne(caseDocuments.id, document.id),
        sql`${storedFiles.sha256} = (select f.sha256 from stored_files f where f.id = ${document.storedFileId})`,
      ),
    )
    .orderBy(asc(caseDocuments.uploadedAt), asc(caseDocuments.id))
    .limit(1);
  const findings: DocumentFinding[] = same
    ? [
        {
          code: 'duplicateFile',
          tone: 'warn',
          params: {
            documentId: same.documentId,
            fileName: same.fileName,
            uploadedAt: same.uploadedAt.toISOString(),
          },
          confidence: null,
        },
      ]
    : [];
  const [row] = await db
    .insert(documentChecks)
    .values({
      documentId: document.id,
      caseId: document.caseId,
      status: 'queued',
      leaseUntil: now,
      findings,
      createdAt: now,
    })
    .returning({ id: documentChecks.id });
  if (!row) throw new Error('the check was not stored');
  return row.id;
}
