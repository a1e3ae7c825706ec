import { Writable } from 'node:stream';
import { API, type DocumentSearchHit, type SearchResult } from '@docket/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS } from '../../app.ts';
import {
  auditEvents,
  caseDocuments,
  cases,
  caseTypes,
  checklistItems,
  documentTexts,
  storedFiles,
} from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';
import { MATCH_END, MATCH_START } from './snippet.ts';

/**
 * Documents found by their text (decision 039). The text is put in the table directly, as the
 * checks' worker would leave it, on cases and versions made as the app makes them.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
const people: Record<string, TestUser> = {};
const auth: Record<string, Record<string, string>> = {};
const docs: Record<string, number> = {};
const caseIds: Record<string, number> = {};

async function openCaseFor(client: TestUser, solicitor: TestUser | null, typeId: number): Promise<number> {
  const now = new Date();
  const [row] = await t.db
    .insert(cases)
    .values({
      caseTypeId: typeId,
      clientId: client.id,
      solicitorId: solicitor?.id ?? null,
      createdAt: now,
      updatedAt: now,
      caseTypeName: 'Asylum claim',
      clientName: `${client.firstName} ${client.lastName}`,
    })
    .returning({ id: cases.id });
  return must(row, 'the case').id;
}

/** A version of an item of the case, with its text a row per page; `replaced` makes it an older version. */
async function addDocument(
  caseId: number,
  uploader: TestUser,
  itemName: string,
  pages: Array<{ body: string; language?: 'english' | 'arabic' | 'simple' }>,
  options: { itemId?: number; replaced?: boolean } = {},
): Promise<{ documentId: number; itemId: number }> {
  const now = new Date();
  let itemId = options.itemId;
  if (itemId === undefined) {
    const [item] = await t.db
      .insert(checklistItems)
      .values({
        caseId,
        kind: 'requested',
        name: itemName,
        isRequired: true,
        state: 'AwaitingReview',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: checklistItems.id });
    itemId = must(item, 'the item').id;
  }
  const [file] = await t.db
    .insert(storedFiles)
    .values({
      storageKey: `case-document/${crypto.randomUUID()}`,
      kind: 'case-document',
      originalName: `${itemName.toLowerCase().replace(/\s+/g, '-')}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1000,
      sha256: crypto.randomUUID(),
      uploadedBy: uploader.id,
      status: 'claimed',
      createdAt: now,
      ownerType: 'case-document',
      ownerId: String(caseId),
    })
    .returning({ id: storedFiles.id });
  const [document] = await t.db
    .insert(caseDocuments)
    .values({
      caseId,
      checklistItemId: itemId,
      kind: 'additional',
      storedFileId: must(file, 'the file').id,
      uploadedBy: uploader.id,
      uploadedAt: now,
      replacedAt: options.replaced ? now : null,
    })
    .returning({ id: caseDocuments.id });
  const documentId = must(document, 'the version').id;
  await t.db.insert(documentTexts).values(
    pages.map((page, index) => ({
      documentId,
      caseId,
      page: index + 1,
      language: page.language ?? 'english',
      body: page.body,
    })),
  );
  return { documentId, itemId };
}

async function find(who: string, q: string): Promise<SearchResult> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API.search.path}?q=${encodeURIComponent(q)}`,
    headers: auth[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const foundIds = async (who: string, q: string) =>
  (await find(who, q)).documents.map((hit) => hit.documentId).sort((a, b) => a - b);
const marked = (hit: DocumentSearchHit | undefined) =>
  (hit?.snippet ?? []).filter((part) => part.match).map((part) => part.text);

beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'info', redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS, stream: logStream },
  });
  Object.assign(people, {
    admin: await createUser(t.db, 'Admin'),
    amal: await createUser(t.db, 'Client', { firstName: 'Amal', lastName: 'Yousef' }),
    bilal: await createUser(t.db, 'Client', { firstName: 'Bilal', lastName: 'Hasan' }),
    lena: await createUser(t.db, 'Solicitor', { firstName: 'Lena', lastName: 'Okafor' }),
    omar: await createUser(t.db, 'Solicitor', { firstName: 'Omar', lastName: 'Reid' }),
  });
  for (const [who, user] of Object.entries(people)) auth[who] = (await signIn(t, user)).auth;
  const now = new Date();
  const [type] = await t.db
    .insert(caseTypes)
    .values({ name: 'Asylum claim', createdAt: now, updatedAt: now })
    .returning({ id: caseTypes.id });
  const typeId = must(type, 'the case type').id;
  const { amal, bilal, lena, omar } = people as Record<string, TestUser>;
  caseIds.amal = await openCaseFor(must(amal, 'amal'), must(lena, 'lena'), typeId);
  caseIds.bilal = await openCaseFor(must(bilal, 'bilal'), must(omar, 'omar'), typeId);
  const amalCase = must(caseIds.amal, 'amal’s case');
  const bilalCase = must(caseIds.bilal, 'bilal’s case');

  const letter = await addDocument(amalCase, must(amal, 'amal'), 'Home Office letter', [
    { body: 'Your claim for asylum has been recorded. Please keep this letter safe.' },
    {
      body: 'Section 95 support: the accommodation at 12 Rose Street, Leeds is confirmed for Amal Yousef. Home Office reference H1234567.',
    },
  ]);
  docs.letter = letter.documentId;
  // The same item sent again: the first version is replaced, still on record for the firm.
  docs.oldStatement = (
    await addDocument(
      amalCase,
      must(amal, 'amal'),
      'Bank statement',
      [{ body: 'Barclays statement of account, old copy, sort code 20-00-00, tribunal hearing.' }],
      { replaced: true },
    )
  ).documentId;
  const statement = await addDocument(amalCase, must(amal, 'amal'), 'Bank statement', [
    { body: 'Barclays statement of account for March, sort code 20-00-00.' },
  ]);
  docs.statement = statement.documentId;
  docs.arabic = (
    await addDocument(amalCase, must(amal, 'amal'), 'Tenancy agreement', [
      { body: 'عقد سكن للإقامة في مدينة ليدز', language: 'arabic' },
    ])
  ).documentId;
  docs.hostile = (
    await addDocument(amalCase, must(lena, 'lena'), 'Witness statement', [
      {
        body: 'She wrote <img src=x onerror=alert(1)> and \u0002bold\u0003 words; 1 < 2 & 3 > 2 before the tribunal hearing.',
      },
    ])
  ).documentId;
  docs.bilal = (
    await addDocument(bilalCase, must(bilal, 'bilal'), 'Home Office letter', [
      { body: 'Bilal Hasan is granted accommodation in Bradford. Home Office reference H7654321.' },
    ])
  ).documentId;
}, 60_000);
afterAll(() => t.close());

describe('finding documents by their text', () => {
  it('keeps to the case rules: an admin finds every case, a solicitor those assigned, a client her own', async () => {
    expect(await foundIds('admin', 'accommodation')).toEqual([docs.letter, docs.bilal].sort());
    expect(await foundIds('lena', 'accommodation')).toEqual([docs.letter]);
    expect(await foundIds('omar', 'accommodation')).toEqual([docs.bilal]);
    expect(await foundIds('amal', 'accommodation')).toEqual([docs.letter]);
    expect(await foundIds('bilal', 'accommodation')).toEqual([docs.bilal]);
    // The words of another client's document find nothing, not even the case.
    expect(await foundIds('amal', 'H7654321')).toEqual([]);
    expect(await foundIds('lena', 'Bradford')).toEqual([]);
  });

  it('shows the firm every version and a client only the current one', async () => {
    expect(await foundIds('lena', 'Barclays')).toEqual([docs.oldStatement, docs.statement].sort());
    expect(await foundIds('admin', 'Barclays')).toEqual([docs.oldStatement, docs.statement].sort());
    expect(await foundIds('amal', 'Barclays')).toEqual([docs.statement]);
  });

  it('answers the document, its case, its item and the best page, once a document', async () => {
    const result = await find('lena', 'letter');
    expect(result.documents).toHaveLength(1);
    const hit = await find('lena', 'accommodation Leeds');
    expect(hit.documents).toEqual([
      {
        caseId: caseIds.amal,
        documentId: docs.letter,
        itemId: expect.any(Number),
        documentName: 'Home Office letter',
        fileName: 'home-office-letter.pdf',
        clientName: 'Amal Yousef',
        page: 2,
        snippet: expect.any(Array),
      },
    ]);
  });

  it('finds a word by its stem and marks the word as the document spells it', async () => {
    const [hit] = (await find('lena', 'accommodations')).documents;
    expect(hit?.documentId).toBe(docs.letter);
    expect(marked(hit)).toEqual(['accommodation']);
    expect(
      hit?.snippet
        .map((part) => part.text)
        .join('')
        .toLowerCase(),
    ).toContain('the accommodation at 12 rose street');
  });

  it('finds a reference number exactly', async () => {
    const [hit] = (await find('admin', 'H1234567')).documents;
    expect(hit?.documentId).toBe(docs.letter);
    expect(marked(hit)).toEqual(['H1234567']);
    expect(await foundIds('admin', 'H1234568')).toEqual([]);
  });

  it('finds Arabic text by its stem', async () => {
    // The document says للإقامة ("for residence"); the search says الإقامة ("the residence").
    const [hit] = (await find('amal', 'الإقامة')).documents;
    expect(hit?.documentId).toBe(docs.arabic);
    expect(marked(hit)).toEqual(['للإقامة']);
  });

  it('keeps what a document says as text, marking only the words found', async () => {
    const [hit] = (await find('admin', 'tribunal hearing -Barclays')).documents;
    expect(hit?.documentId).toBe(docs.hostile);
    expect(marked(hit)).toEqual(['tribunal', 'hearing']);
    const text = hit?.snippet.map((part) => part.text).join('') ?? '';
    // The document's own control characters are gone, so they could not pass for a mark.
    expect([...text].filter((c) => c === MATCH_START || c === MATCH_END)).toEqual([]);
    expect(text).toContain('bold words; 1 < 2 & 3 > 2 before the');
    expect(hit?.snippet.every((part) => !part.match || ['tribunal', 'hearing'].includes(part.text))).toBe(
      true,
    );
  });

  it('looks in no document for a single letter or for nothing it can index', async () => {
    expect((await find('admin', 'a')).documents).toEqual([]);
    expect((await find('admin', '!!')).documents).toEqual([]);
  });
});

describe('the privacy of the text', () => {
  it('audits a search that showed text, with its words and documents, and not one that found nothing', async () => {
    const amal = must(people.amal, 'amal');
    const [before] = await t.db
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)` })
      .from(auditEvents);
    await find('amal', 'Rose Street');
    await find('amal', 'Bradford');
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, amal.id), gt(auditEvents.id, must(before, 'the last id').id)));
    const searched = rows.filter((row) => row.action === 'document.searched');
    expect(searched.map((row) => row.details)).toEqual([
      { query: 'Rose Street', hits: 1, documentIds: [docs.letter], caseIds: [caseIds.amal] },
    ]);
    expect(searched[0]?.targetType).toBeNull();
  });

  it('keeps the words searched for out of the request log', async () => {
    logLines.length = 0;
    await find('admin', 'Yousef accommodation');
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/Search?q=[Redacted]');
    expect(logged).not.toMatch(/Yousef/i);
    expect(logged).not.toMatch(/accommodation/i);
  });

  it('deletes the text with its document', async () => {
    const bilalCase = must(caseIds.bilal, 'bilal’s case');
    const { documentId } = await addDocument(bilalCase, must(people.bilal, 'bilal'), 'Payslip', [
      { body: 'Payslip from Northern Bakery Ltd, net pay 1200.' },
      { body: 'Northern Bakery Ltd, page two.' },
    ]);
    expect(await foundIds('admin', 'Northern Bakery')).toEqual([documentId]);
    await t.db.delete(caseDocuments).where(eq(caseDocuments.id, documentId));
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentTexts)
      .where(eq(documentTexts.documentId, documentId));
    expect(left[0]?.n).toBe(0);
    expect(await foundIds('admin', 'Northern Bakery')).toEqual([]);
  });
});
