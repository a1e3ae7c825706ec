import { Writable } from 'node:stream';
import { API } from '@docket/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { pdfOf, textImage } from '../../../test/documents.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { upload } from '../../../test/upload.ts';
import { openDatabase } from '../../db/client.ts';
import {
  caseDocuments,
  caseTypeDocuments,
  checklistItems,
  documentChecks,
  documentTexts,
  storedFiles,
} from '../../db/schema/index.ts';
import { createJobEngine } from '../../lib/jobs/engine.ts';
import { must } from '../../lib/must.ts';
import { documentCheckJob } from './document-check.job.ts';
import { loadRulesContext, startCheck } from './document-checks.repository.ts';
import { MAX_ATTEMPTS } from './document-checks.service.ts';

/**
 * The document checks on the background engine, on the test's database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): queued with the upload, checked once across instances, given up after
 * crashes, retried, stored, and never a word of a document in the log.
 */
let t: TestApp;
const logLines: string[] = [];
let client: Record<string, string>;
let clientUser: TestUser;
let type: CaseTypeRead;
let caseId: number;
let witnessItem: number;

/** Words that appear only inside test documents: the log must never carry them. */
const SECRET = 'Quokkafield';
const LETTER = [
  'HOME OFFICE',
  'Asylum Support, section 95',
  'Date: 12 March 2026',
  `Dear Amina ${SECRET}, your support continues.`,
];

beforeAll(async () => {
  t = await buildTestApp({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  const admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Amina', lastName: SECRET });
  client = (await signIn(t, clientUser)).auth;
  type = await seedCaseType(t, admin, 'Asylum support');
  caseId = await openCase(t, client, type);
  const [item] = await t.db
    .select({ id: checklistItems.id })
    .from(checklistItems)
    .where(and(eq(checklistItems.caseId, caseId), eq(checklistItems.name, 'Witness statement')));
  witnessItem = must(item, 'the witness statement item').id;
});
afterAll(() => t.close());

/** Uploads `content` as the item's new version; answers the new document's id. */
async function addVersion(name: string, content: Buffer, itemId = witnessItem): Promise<number> {
  const staged = await upload(t, client, name, content);
  expect(staged.statusCode, staged.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: API.uploadChecklistDocument.path,
    headers: client,
    payload: { caseId, itemId, filePath: staged.json().data.content[0].filePath },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.versionId;
}

const checkOf = async (documentId: number) =>
  must(
    (await t.db.select().from(documentChecks).where(eq(documentChecks.documentId, documentId)))[0],
    'the check',
  );
const textsOf = (documentId: number) =>
  t.db
    .select({ page: documentTexts.page, language: documentTexts.language, body: documentTexts.body })
    .from(documentTexts)
    .where(eq(documentTexts.documentId, documentId))
    .orderBy(asc(documentTexts.page));
const runDue = () => t.app.services.jobs.drain(['document-check']);
/** Queues the check again, as the engine would after a failure (tests that run a check twice). */
async function queueAgain(documentId: number) {
  const check = await checkOf(documentId);
  await t.db.update(documentChecks).set({ status: 'queued' }).where(eq(documentChecks.id, check.id));
  await t.app.services.jobs.send(taskContext(t), 'document-check', { checkId: check.id });
}

describe('queueing', () => {
  it('queues a check with every document of a new case, due at once, and says an exact copy at once', async () => {
    const docs = await t.db
      .select({ id: caseDocuments.id, uploadedAt: caseDocuments.uploadedAt })
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, caseId))
      .orderBy(asc(caseDocuments.id));
    expect(docs).toHaveLength(3);
    const checks = await Promise.all(docs.map((doc) => checkOf(doc.id)));
    for (const check of checks) {
      expect(check).toMatchObject({ status: 'queued', attempts: 0, caseId });
      expect(check.leaseUntil).toEqual(t.clock.now());
    }
    // The three uploads of case-fixtures are the same tiny PDF: the first is the original.
    const first = must(docs[0], 'the first document');
    expect(checks[0]?.findings).toEqual([]);
    for (const check of checks.slice(1)) {
      expect(check.findings).toEqual([
        {
          code: 'duplicateFile',
          tone: 'warn',
          params: {
            documentId: first.id,
            fileName: 'Passport.pdf',
            uploadedAt: first.uploadedAt.toISOString(),
          },
          confidence: null,
        },
      ]);
    }
    // Nothing runs until the queue is started or run: a test decides when.
    expect((await checkOf(first.id)).status).toBe('queued');
    await runDue();
    for (const doc of docs) expect((await checkOf(doc.id)).status).toBe('done');
  }, 60_000);

  it('checks a document: its text page by page, the findings, keeping the copy found at upload', async () => {
    const pdf = pdfOf([
      { lines: LETTER },
      { lines: ['Page 2 of 2', 'Your support will continue while your claim is decided.'] },
    ]);
    const original = await addVersion('letter.pdf', pdf);
    const copy = await addVersion('letter-again.pdf', pdf);
    expect((await checkOf(copy)).findings.map((f) => f.code)).toEqual(['duplicateFile']);
    t.clock.advance(1000);
    await runDue();
    const check = await checkOf(copy);
    expect(check).toMatchObject({
      status: 'done',
      attempts: 1,
      pages: 2,
      language: 'english',
      confidence: null,
      rulesVersion: 1,
      lastError: null,
    });
    expect(check.checkedAt).toEqual(t.clock.now());
    expect(check.findings).toContainEqual(
      expect.objectContaining({
        code: 'duplicateFile',
        params: expect.objectContaining({ documentId: original }),
      }),
    );
    const texts = await textsOf(copy);
    expect(texts.map((row) => [row.page, row.language])).toEqual([
      [1, 'english'],
      [2, 'english'],
    ]);
    expect(texts[0]?.body.replace(/\s+/g, ' ')).toBe(LETTER.join(' '));
    // The full-text index finds its pages by a stemmed word and by a name.
    const pagesWith = async (config: string, words: string) =>
      (
        await t.db
          .select({ page: documentTexts.page })
          .from(documentTexts)
          .where(
            sql`${documentTexts.tsv} @@ websearch_to_tsquery(${config}::regconfig, ${words}) and ${documentTexts.documentId} = ${copy}`,
          )
      ).map((row) => row.page);
    expect(await pagesWith('english', 'deciding')).toEqual([2]);
    expect(await pagesWith('simple', SECRET)).toEqual([1]);
  });

  it('stores a check run again in place of the last run, never beside it', async () => {
    const id = await addVersion(
      'again.pdf',
      pdfOf([{ lines: ['A letter read twice over, one page long.'] }]),
    );
    await runDue();
    await queueAgain(id);
    await runDue();
    expect(await textsOf(id)).toHaveLength(1);
    expect(await checkOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives the rules the item’s expected kind and age limit, the client’s name and the case’s other texts', async () => {
    const [definition] = await t.db
      .select({ id: checklistItems.definitionId })
      .from(checklistItems)
      .where(eq(checklistItems.id, witnessItem));
    await t.db
      .update(caseTypeDocuments)
      .set({ checkKind: 'homeOfficeLetter', maxAgeMonths: 3 })
      .where(eq(caseTypeDocuments.id, must(definition?.id, 'the definition')));
    const id = await addVersion(
      'context.pdf',
      pdfOf([{ lines: ['The letter the rules are given context for.'] }]),
    );
    const claimed = must(
      await startCheck(t.db, (await checkOf(id)).id, t.clock.now(), 60_000),
      'a started check',
    );
    expect(claimed.documentId).toBe(id);
    const context = await loadRulesContext(t.db, claimed);
    expect(context).toMatchObject({
      expectedKind: 'homeOfficeLetter',
      maxAgeMonths: 3,
      clientName: `Amina ${SECRET}`,
    });
    expect(context.others.map((o) => o.documentId)).not.toContain(id);
    const letter = context.others.find((o) => o.fileName === 'letter.pdf');
    expect(letter?.text.replace(/\s+/g, ' ')).toContain('Your support will continue');
    // The claim is left to lapse: the crash test below takes it again.
    await t.db
      .update(documentChecks)
      .set({ status: 'queued', leaseUntil: t.clock.now(), attempts: 0 })
      .where(eq(documentChecks.id, claimed.id));
    await runDue();
  });
});

describe('attempts and instances', () => {
  it(`gives up a check that ended its instance ${MAX_ATTEMPTS} times`, async () => {
    const id = await addVersion('deadly.pdf', pdfOf([{ lines: ['A letter that every checker dies on.'] }]));
    // Started MAX_ATTEMPTS times and never recorded: each time its instance died with it.
    await t.db
      .update(documentChecks)
      .set({ status: 'running', attempts: MAX_ATTEMPTS, leaseUntil: t.clock.now() })
      .where(eq(documentChecks.documentId, id));
    await runDue();
    expect(await checkOf(id)).toMatchObject({ status: 'failed', lastError: 'interrupted' });
    expect(await textsOf(id)).toEqual([]);
  });

  it('lets two instances on one database check each document once', async () => {
    await runDue();
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      ids.push(
        await addVersion(`shared-${n}.pdf`, pdfOf([{ lines: [`Shared letter number ${n} of four.`] }])),
      );
    }
    // On PostgreSQL the second instance has a connection of its own, as another server would.
    const other = t.databaseUrl ? await openDatabase({ kind: 'postgres', url: t.databaseUrl }) : undefined;
    const engine = (db: typeof t.db) =>
      createJobEngine({
        db,
        definitions: [documentCheckJob as never],
        context: () => taskContext(t, { db }),
        clock: t.clock.now,
        log: t.app.log,
      });
    const [a, b] = [engine(t.db), engine(other?.db ?? t.db)];
    try {
      await Promise.all([a.prepare(), b.prepare()]);
      await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await other?.close();
    }
    for (const id of ids) expect(await checkOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('failures', () => {
  it('tries a failing check again later, backing off, then says it failed with a code', async () => {
    const id = await addVersion(
      'unreadable.pdf',
      pdfOf([{ lines: ['A letter the storage cannot read today.'] }]),
    );
    const { storage } = t.app.services.files;
    // A storage that fails to read (a bucket down): worth trying again.
    const failing = { ...storage, openRead: async () => Promise.reject(new Error('bucket down')) };
    const check = await checkOf(id);
    const run = (retryCount: number) =>
      documentCheckJob.run(
        taskContext(t, { storage: failing as typeof storage }),
        { checkId: check.id },
        { id: 'job', retryCount, signal: new AbortController().signal },
      );
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await expect(run(attempt - 1)).rejects.toMatchObject({ code: 'failed' });
      expect(await checkOf(id)).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'failed' });
    }
    // The last attempt ends it: failed, with its code, and nothing for the engine to retry.
    await run(MAX_ATTEMPTS - 1);
    expect(await checkOf(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'failed',
    });
    // The engine's back-off between the attempts: 30 s, then twice that.
    expect(documentCheckJob.retries).toMatchObject({ delaySeconds: 30 });
    await runDue();
  });

  it('says a file that does not open failed at once, and the API goes on answering', async () => {
    // It passes the upload's checks (the signature, nothing after IEND) but has no picture inside.
    const end = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    const png = textImage(['half a photo']);
    const id = await addVersion(
      'broken.png',
      Buffer.concat([png.subarray(0, 60), Buffer.alloc(400, 7), end]),
    );
    await runDue();
    expect(await checkOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'corrupt' });
    const health = await t.app.inject({ method: 'GET', url: API.health.path });
    expect(health.statusCode).toBe(200);
  });

  it('says a file that is gone failed, without trying again', async () => {
    const id = await addVersion('gone.pdf', pdfOf([{ lines: ['A letter whose file was lost.'] }]));
    const [row] = await t.db
      .select({ key: storedFiles.storageKey })
      .from(caseDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
      .where(eq(caseDocuments.id, id));
    await t.app.services.files.storage.delete(must(row, 'the stored file').key);
    await runDue();
    expect(await checkOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'missing-file' });
  });
});

describe('in the running app', () => {
  it('checks a new upload within seconds of its commit once the engine runs, and a stop gives back the check it cut', async () => {
    const engine = t.app.services.jobs as typeof t.app.services.jobs & {
      start(): Promise<void>;
      stop(): Promise<void>;
    };
    await engine.start();
    try {
      const id = await addVersion('prompt.pdf', pdfOf([{ lines: ['Checked as soon as it was stored.'] }]));
      const began = Date.now();
      while ((await checkOf(id)).status !== 'done' && Date.now() - began < 15_000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await checkOf(id)).status).toBe('done');
      // A scan takes a second or more in the thread: stopped part way, it is given back.
      const scan = await addVersion('scan.png', textImage(LETTER));
      while ((await checkOf(scan)).status !== 'running')
        await new Promise((resolve) => setTimeout(resolve, 10));
      await engine.stop();
      expect(await checkOf(scan)).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await engine.stop();
    }
  }, 60_000);

  it('deletes a document’s text and check with the document', async () => {
    const id = await addVersion('erased.pdf', pdfOf([{ lines: ['A letter the firm erases for good.'] }]));
    await runDue();
    expect(await textsOf(id)).toHaveLength(1);
    await t.db.delete(caseDocuments).where(eq(caseDocuments.id, id));
    expect(await textsOf(id)).toEqual([]);
    expect(await t.db.select().from(documentChecks).where(eq(documentChecks.documentId, id))).toEqual([]);
  });

  it('never writes a word of a document to the log', async () => {
    expect(logLines.some((line) => line.includes('document checked'))).toBe(true);
    expect(logLines.some((line) => line.includes('document check could not be run'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(SECRET.slice(1));
      expect(line).not.toContain('section 95');
    }
  });
});
