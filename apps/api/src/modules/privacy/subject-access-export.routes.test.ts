import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, EXPORT_LIFETIME_DAYS, LANGUAGES } from '@docket/contract';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { jobsNamed } from '../../../test/jobs.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { TINY_PDF } from '../../../test/upload.ts';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/client.ts';
import {
  auditEvents,
  caseDeadlineFacts,
  pendingFileDeletions,
  sentEmails,
  subjectAccessExports,
} from '../../db/schema/index.ts';
import { createJobEngine } from '../../lib/jobs/engine.ts';
import { readLocaleOverrides } from '../../lib/locale-overrides.ts';
import { must } from '../../lib/must.ts';
import { shippedTexts } from '../../locale-texts.ts';
import { subjectAccessExportsJob } from './privacy.job.ts';
import { buildSubjectAccessExport, safeSegment } from './subject-access-export.build.ts';
import { renderIndexPage, SUBJECT_ACCESS_EXPORT_COPY } from './subject-access-export.index-page.ts';

/**
 * Subject access exports (issue 24, decision 041): the zip holds everything about the person and
 * nothing about anyone else, its manifest's hashes match its files, its index is in the person's
 * language, every download is audited, and after its lifetime it is refused and deleted. On local
 * disk and on an S3-compatible store.
 */

const DAY_MS = 24 * 60 * 60_000;
const sha256 = (bytes: Uint8Array | Buffer) => createHash('sha256').update(bytes).digest('hex');

type Scene = {
  t: TestApp;
  admin: Record<string, string>;
  adminUser: TestUser;
  clientUser: TestUser;
  client: Record<string, string>;
  solicitor: Record<string, string>;
  caseId: number;
  otherCaseId: number;
  otherClientUser: TestUser;
};

async function setUp(t: TestApp): Promise<Scene> {
  const adminUser = await createUser(t.db, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
  const admin = (await signIn(t, adminUser)).auth;
  // A name that is markup: the index page must show it, never run it.
  const clientUser = await createUser(t.db, 'Client', {
    firstName: 'Amira',
    lastName: 'Haddad<script>alert(1)</script>',
    language: 'ar',
    city: 'Leeds',
  });
  const client = (await signIn(t, clientUser)).auth;
  const solicitorUser = await createUser(t.db, 'Solicitor', { firstName: 'Sam', lastName: 'Solicitor' });
  const solicitor = (await signIn(t, solicitorUser)).auth;
  const otherClientUser = await createUser(t.db, 'Client', { firstName: 'Otto', lastName: 'Outsider' });
  const otherClient = (await signIn(t, otherClientUser)).auth;
  const type: CaseTypeRead = await seedCaseType(t, admin, `Asylum claim ${randomBytes(3).toString('hex')}`);

  const caseId = await openCase(t, client, type);
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `${API.assignSolicitor.path}?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
    headers: admin,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const items = (
    await t.app.inject({
      method: 'GET',
      url: `${API.getCaseChecklist.path}?id=${caseId}`,
      headers: solicitor,
    })
  ).json().data.items as Array<{ id: number; name: string }>;
  const passport = must(
    items.find((i) => i.name === 'Passport'),
    'the Passport item',
  );
  // Sent back with the firm's words, then sent again: two versions of one document.
  const rejected = await t.app.inject({
    method: 'POST',
    url: API.reviewDocument.path,
    headers: solicitor,
    payload: {
      caseId,
      itemId: passport.id,
      decision: 'Reject',
      reasonCode: 'unreadable',
      reason: 'The photo is blurred.',
    },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  const again = await t.app.inject({
    method: 'POST',
    url: API.uploadChecklistDocument.path,
    headers: client,
    payload: { caseId, itemId: passport.id, filePath: await stage(t, client, 'passport-again.pdf') },
  });
  expect(again.statusCode, again.body).toBe(200);

  const note = async (headers: Record<string, string>, text: string, isSharedWithClient: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.addCaseNote.path,
      headers,
      payload: { caseId, text, isSharedWithClient },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await note(solicitor, 'Internal: check the credibility findings before the interview.', false);
  await note(solicitor, 'Please bring your passport on Monday.', true);
  await note(client, 'I will come on Monday.', false);
  // Her interview and the date she must act by are hers; the firm's own deadline is not.
  const addDate = async (label: string, clientVisible: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.addKeyDate.path,
      headers: solicitor,
      payload: { caseId, label, dueDate: '2027-01-20', clientVisible },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await addDate('Send the signed witness statement', true);
  await addDate('Internal: draft the grounds of appeal', false);
  // What "Add a letter" recorded of her situation to count her time limits.
  await t.db.insert(caseDeadlineFacts).values({
    caseId,
    location: 'in_uk',
    detained: true,
    acceleratedDetained: false,
    nassAccommodation: true,
    updatedAt: t.clock.now(),
  });
  const interview = await t.app.inject({
    method: 'POST',
    url: API.addEvent.path,
    headers: solicitor,
    payload: {
      caseId,
      kind: 'ho_interview',
      startsAt: '2027-01-12T10:00:00Z',
      location: 'Lunar House, Croydon',
      interpreterLanguage: 'Tigrinya',
      clientVisible: true,
    },
  });
  expect(interview.statusCode, interview.body).toBe(200);

  const otherCaseId = await openCase(t, otherClient, type);
  await t.db.insert(sentEmails).values([
    {
      recipient: clientUser.email.toUpperCase(),
      subject: 'Your document has been accepted',
      sentAt: t.clock.now(),
    },
    { recipient: otherClientUser.email, subject: 'A message for someone else', sentAt: t.clock.now() },
  ]);
  return { t, admin, adminUser, clientUser, client, solicitor, caseId, otherCaseId, otherClientUser };
}

const requestExport = (s: Scene, userId: string, headers = s.admin) =>
  s.t.app.inject({ method: 'POST', url: API.requestSubjectAccessExport.path, headers, payload: { userId } });
const listExports = async (s: Scene, userId: string) => {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `${API.subjectAccessExports.path}?userId=${userId}`,
    headers: s.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.exports as Array<Record<string, unknown> & { id: string; status: string }>;
};
const download = (s: Scene, id: string, headers = s.admin) =>
  s.t.app.inject({ method: 'GET', url: `${API.downloadSubjectAccessExport.path}?id=${id}`, headers });
const auditOf = (s: Scene, action: string, userId: string) =>
  s.t.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.targetType, 'user'),
        eq(auditEvents.targetId, userId),
      ),
    );
const exportRow = async (s: Scene, id: string) =>
  must(
    (await s.t.db.select().from(subjectAccessExports).where(eq(subjectAccessExports.id, id)))[0],
    'the export',
  );

/** Asks for, builds and downloads the client's export; checks the zip against its manifest. */
async function exportAndCheck(s: Scene) {
  // A hold whose reason is the firm's own: the export says a hold was placed, not why.
  const held = await s.t.app.inject({
    method: 'POST',
    url: API.placeLegalHold.path,
    headers: s.admin,
    payload: { caseId: s.caseId, reason: 'Counsel advises a claim against the Home Office' },
  });
  expect(held.statusCode, held.body).toBe(200);
  const asked = await requestExport(s, s.clientUser.id);
  expect(asked.statusCode, asked.body).toBe(200);
  const queued = asked.json().data;
  expect(queued).toMatchObject({ userId: s.clientUser.id, status: 'queued', requestedByName: 'Ada Admin' });
  expect(await auditOf(s, 'person.export_requested', s.clientUser.id)).toHaveLength(1);

  const early = await download(s, queued.id);
  expect(early.statusCode).toBe(409);
  expect(early.json().code).toBe('EXPORT_NOT_READY');

  // The request queued the export's own job.
  await s.t.app.services.jobs.drain();
  const [ready] = await listExports(s, s.clientUser.id);
  expect(ready).toMatchObject({ id: queued.id, status: 'ready', failureCode: null, downloadedAt: null });
  expect(ready?.expiresAt).toBe(
    new Date(s.t.clock.now().getTime() + EXPORT_LIFETIME_DAYS * DAY_MS).toISOString(),
  );

  const res = await download(s, queued.id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename=docket-export-${s.t.clock.now().toISOString().slice(0, 10)}.zip`,
  );
  expect(res.headers['cache-control']).toBe('private, no-store');
  const bytes = res.rawPayload;
  expect(bytes.length).toBe(ready?.sizeBytes);
  expect(sha256(bytes)).toBe(ready?.sha256);

  const zip = await JSZip.loadAsync(bytes);
  const paths = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
  expect(paths.length).toBe(ready?.fileCount);
  const files = new Map<string, Buffer>();
  for (const path of paths)
    files.set(path, Buffer.from(await must(zip.file(path), path).async('uint8array')));
  const text = (path: string) => must(files.get(path), path).toString('utf8');

  // Every file but the manifest is listed in it, with its size and hash.
  const manifest = JSON.parse(text('manifest.json'));
  expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual(
    paths.filter((p) => p !== 'manifest.json'),
  );
  for (const entry of manifest.files as Array<{ path: string; size: number; sha256: string }>) {
    const content = must(files.get(entry.path), entry.path);
    expect(entry.size, entry.path).toBe(content.length);
    expect(entry.sha256, entry.path).toBe(sha256(content));
  }
  expect(manifest).toMatchObject({
    person: { id: s.clientUser.id },
    requestedBy: { id: s.adminUser.id, name: 'Ada Admin' },
    missingFiles: 0,
  });
  return { id: queued.id as string, files, text, paths, row: await exportRow(s, queued.id) };
}

const backends: Array<[string, () => Promise<{ t: TestApp; close(): Promise<void>; s3?: S3TestServer }>]> = [
  [
    'local disk',
    async () => {
      const t = await buildTestApp();
      return { t, close: () => t.close() };
    },
  ],
  [
    'object storage',
    async () => {
      const s3 = await startS3TestServer();
      const t = await buildTestApp({ env: s3.env(`firm-${randomBytes(3).toString('hex')}`) });
      return {
        t,
        s3,
        close: async () => {
          await t.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(backends)('a subject access export on %s', (_name, open) => {
  let s: Scene;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    s = await setUp(opened.t);
  }, 60_000);
  afterAll(() => close?.());

  it('holds every version of the documents, hashed in its manifest, is audited when downloaded, and goes after its lifetime', async () => {
    const { id, files, text, paths, row } = await exportAndCheck(s);
    const storage = s.t.app.services.files.storage;

    // Three documents sent with the case, and the passport sent again: four files, as uploaded.
    const documents = paths.filter((p) => p.startsWith('documents/'));
    expect(documents).toEqual(
      [
        `documents/${s.caseId}/NASS letter/1-nass.pdf`,
        `documents/${s.caseId}/Passport/1-Passport.pdf`,
        `documents/${s.caseId}/Passport/2-passport-again.pdf`,
        `documents/${s.caseId}/Witness statement/1-Witness statement.pdf`,
      ].sort(),
    );
    for (const path of documents) expect(files.get(path)?.equals(TINY_PDF), path).toBe(true);

    const cases = JSON.parse(text('data/cases.json'));
    expect(cases.map((c: { id: number }) => c.id)).toEqual([s.caseId]);
    const passport = cases[0].documents.find((d: { name: string }) => d.name === 'Passport');
    expect(passport.versions).toMatchObject([
      {
        version: 1,
        fileName: 'Passport.pdf',
        current: false,
        review: {
          decision: 'Reject',
          reasonCode: 'unreadable',
          reason: 'The photo is blurred.',
          reviewedBy: 'Sam Solicitor',
        },
        file: `documents/${s.caseId}/Passport/1-Passport.pdf`,
      },
      { version: 2, fileName: 'passport-again.pdf', current: true, review: null },
    ]);
    expect(cases[0].solicitor).toBe('Sam Solicitor');

    const profile = JSON.parse(text('data/profile.json'));
    expect(profile).toMatchObject({
      id: s.clientUser.id,
      email: s.clientUser.email,
      language: 'ar',
      role: 'Client',
    });
    expect(profile.address.city).toBe('Leeds');
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain(must(s.clientUser.passwordHash, 'the hash'));

    // Shared notes and her own; never the firm's internal one.
    const notes = JSON.parse(text('data/notes.json'));
    expect(notes.map((n: { text: string }) => n.text)).toEqual([
      'Please bring your passport on Monday.',
      'I will come on Monday.',
    ]);
    expect(everything).not.toContain('credibility');

    const dates = JSON.parse(text('data/dates.json'));
    expect(dates.keyDates).toEqual([
      { caseId: s.caseId, label: 'Send the signed witness statement', dueDate: '2027-01-20', status: 'open' },
    ]);
    expect(dates.appointments).toMatchObject([
      {
        kind: 'ho_interview',
        startsAt: '2027-01-12T10:00:00.000Z',
        location: 'Lunar House, Croydon',
        interpreterLanguage: 'Tigrinya',
      },
    ]);
    expect(dates.caseFacts).toMatchObject([
      {
        caseId: s.caseId,
        location: 'in_uk',
        detained: true,
        acceleratedDetained: false,
        nassAccommodation: true,
      },
    ]);
    expect(everything).not.toContain('draft the grounds');

    // Nothing of the other client: not their case, their name, their address or their e-mails.
    expect(everything).not.toContain('Outsider');
    expect(everything).not.toContain(s.otherClientUser.email);
    expect(everything).not.toContain('A message for someone else');
    expect(paths.some((p) => p.startsWith(`documents/${s.otherCaseId}/`))).toBe(false);

    const emails = JSON.parse(text('data/emails.json')) as Array<{ subject: string; sentAt: string }>;
    expect(emails).toEqual(
      expect.arrayContaining([{ subject: 'Your document has been accepted', sentAt: expect.any(String) }]),
    );
    expect(emails.every((e) => Object.keys(e).sort().join() === 'sentAt,subject')).toBe(true);
    expect(text('data/audit-events.json')).not.toContain('Counsel advises');
    const events = JSON.parse(text('data/audit-events.json')) as Array<{ action: string; byYou: boolean }>;
    expect(events.map((e) => e.action)).toContain('case.legal_hold_placed');
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'account.signed_in',
        'case.created',
        'document.reviewed',
        'person.export_requested',
      ]),
    );
    expect(events.find((e) => e.action === 'account.signed_in')?.byYou).toBe(true);

    // The index: in Arabic, right to left, a draft said so, the name escaped, links into the zip.
    const index = text('index.html');
    expect(index).toContain('<html lang="ar" dir="rtl">');
    expect(index).toContain('بياناتك الشخصية المحفوظة لدى المكتب');
    expect(index).toContain('تُرجمت هذه الصفحة آليًا');
    expect(index).not.toContain('<script>');
    expect(index).toContain('Haddad&#60;script&#62;');
    expect(index).toContain(`href="documents/${s.caseId}/Passport/2-passport-again.pdf"`);
    expect(index).toContain(`href="documents/${s.caseId}/Witness%20statement/1-Witness%20statement.pdf"`);

    // Every download is recorded, with when.
    expect(await auditOf(s, 'person.export_downloaded', s.clientUser.id)).toHaveLength(1);
    expect((await exportRow(s, id)).downloadedAt?.toISOString()).toBe(s.t.clock.now().toISOString());
    expect((await download(s, id)).statusCode).toBe(200);
    expect(await auditOf(s, 'person.export_downloaded', s.clientUser.id)).toHaveLength(2);

    // Past its lifetime it is refused at once, and the hourly run deletes it.
    const key = must(row.storageKey, 'the zip’s key');
    expect(await storage.exists(key)).toBe(true);
    s.t.clock.advance(EXPORT_LIFETIME_DAYS * DAY_MS + 60_000);
    s.admin = (await signIn(s.t, s.adminUser)).auth;
    const late = await download(s, id);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('EXPORT_EXPIRED');
    await s.t.app.services.jobs.drain();
    expect(await storage.exists(key)).toBe(false);
    expect(await exportRow(s, id)).toMatchObject({ status: 'expired', storageKey: null });
    expect(
      await s.t.db.select().from(pendingFileDeletions).where(eq(pendingFileDeletions.storageKey, key)),
    ).toEqual([]);
    expect((await download(s, id)).statusCode).toBe(410);
    expect(await auditOf(s, 'person.export_downloaded', s.clientUser.id)).toHaveLength(2);
  }, 60_000);
});

describe('subject access exports', () => {
  let t: TestApp;
  let s: Scene;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await setUp(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 404 for a person or an export that does not exist, and lists a person’s exports newest first', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const asked = await requestExport(s, nobody);
    expect(asked.statusCode).toBe(404);
    expect(asked.json().code).toBe('USER_NOT_FOUND');
    expect(
      await t.db.select().from(subjectAccessExports).where(eq(subjectAccessExports.userId, nobody)),
    ).toEqual([]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${API.subjectAccessExports.path}?userId=${nobody}`,
      headers: s.admin,
    });
    expect(listed.json().code).toBe('USER_NOT_FOUND');
    const missing = await download(s, nobody);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('FILE_NOT_FOUND');

    const first = (await requestExport(s, s.otherClientUser.id)).json().data;
    t.clock.advance(1000);
    const second = (await requestExport(s, s.otherClientUser.id)).json().data;
    expect((await listExports(s, s.otherClientUser.id)).map((e) => e.id)).toEqual([second.id, first.id]);
  });

  it('is for administrators only', async () => {
    for (const headers of [s.client, s.solicitor]) {
      expect((await requestExport(s, s.clientUser.id, headers)).statusCode).toBe(403);
    }
  });

  it('writes an English index for an English reader, without the draft note', async () => {
    const english = await createUser(t.db, 'Solicitor', {
      firstName: 'Erin',
      lastName: 'English',
      language: 'en',
    });
    const id = (await requestExport(s, english.id)).json().data.id as string;
    await t.app.services.jobs.drain();
    const zip = await JSZip.loadAsync((await download(s, id)).rawPayload);
    const index = await must(zip.file('index.html'), 'index.html').async('string');
    expect(index).toContain('<html lang="en" dir="ltr">');
    expect(index).toContain('Your personal data held by the firm');
    expect(index).toContain('You have no cases with the firm.');
    expect(index).not.toContain('translated by machine');
    expect(JSON.parse(await must(zip.file('data/cases.json'), 'cases').async('string'))).toEqual([]);
  });

  it('keeps a ready export through the file sweep, which deletes files nobody holds', async () => {
    const id = (await requestExport(s, s.clientUser.id)).json().data.id as string;
    await t.app.services.jobs.drain();
    const key = must((await exportRow(s, id)).storageKey, 'the zip’s key');
    // Long past the day after which a stored file that no row holds is swept away.
    t.clock.advance(3 * DAY_MS);
    await t.app.services.jobs.drain();
    s.admin = (await signIn(t, s.adminUser)).auth;
    expect(await t.app.services.files.storage.exists(key)).toBe(true);
    expect((await download(s, id)).statusCode).toBe(200);
  });

  it('marks an export failed when it cannot be built, and builds again one whose run was cut short', async () => {
    const deps = taskContext(t);
    // The builder's scratch space, as an upload's: config.uploadTempDir.
    const withScratch = (uploadTempDir: string) => ({
      ...deps,
      services: { ...deps.services, config: { ...deps.services.config, uploadTempDir } },
    });
    const id = (await requestExport(s, s.clientUser.id)).json().data.id as string;
    // Scratch space that cannot be made: a directory under a file.
    const file = join(mkdtempSync(join(tmpdir(), 'docket-export-')), 'a-file');
    writeFileSync(file, 'not a directory');
    const now = t.clock.now();
    expect(await buildSubjectAccessExport(withScratch(join(file, 'tmp')), id, now)).toEqual({
      built: 0,
      failed: 1,
    });
    expect(await exportRow(s, id)).toMatchObject({
      status: 'failed',
      failureCode: 'build-failed',
      storageKey: null,
    });
    const refused = await download(s, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXPORT_NOT_READY');
    // Its job, run after that (as a retry would be): an export that ended is not built again.
    await t.app.services.jobs.drain(['subject-access-exports']);
    expect(await exportRow(s, id)).toMatchObject({ status: 'failed', storageKey: null });

    // A run cut short: the export left building, its job not done (the instance died holding it).
    // The job's next run, after the hold, builds it from the start.
    const stuck = (await requestExport(s, s.clientUser.id)).json().data.id as string;
    await t.db
      .update(subjectAccessExports)
      .set({ status: 'building' })
      .where(eq(subjectAccessExports.id, stuck));
    await t.app.services.jobs.drain(['subject-access-exports']);
    const rebuilt = await exportRow(s, stuck);
    expect(rebuilt.status).toBe('ready');
    const ran = (await jobsNamed(t.db, 'subject-access-exports')).filter(
      (job) => job.data.exportId === stuck,
    );
    expect(ran.map((job) => [job.state, job.output])).toEqual([['completed', { built: 1, failed: 0 }]]);
    // The cut-short run, had it lived on past its hold, finds the export built and builds nothing.
    const good = withScratch(t.config.uploadTempDir);
    expect(await buildSubjectAccessExport(good, stuck, now)).toEqual({ built: 0, failed: 0 });
    expect(await exportRow(s, stuck)).toMatchObject({ status: 'ready', storageKey: rebuilt.storageKey });
  });

  it('two instances build an export once: two runs at once keep one zip, two engines run its job once', async () => {
    const storage = t.app.services.files.storage;
    // Two runs of one export at once (one that outlived its hold, and the retry): the first to end keeps its zip.
    const both = (await requestExport(s, s.clientUser.id)).json().data.id as string;
    const [a, b] = await Promise.all([
      buildSubjectAccessExport(taskContext(t), both, t.clock.now()),
      buildSubjectAccessExport(taskContext(t), both, t.clock.now()),
    ]);
    expect(a.built + b.built).toBe(1);
    const kept = await exportRow(s, both);
    expect(kept.status).toBe('ready');
    expect(await storage.exists(must(kept.storageKey, 'the zip'))).toBe(true);
    await t.app.services.jobs.drain(['subject-access-exports']);

    // Two instances' engines on one database: the export's job is taken by one of them, once.
    const extra: Array<{ close(): Promise<void> }> = [];
    const other: Db = t.databaseUrl
      ? await (async () => {
          const handle = await openDatabase({
            kind: 'postgres',
            url: t.databaseUrl as string,
            maxConnections: 3,
          });
          extra.push(handle);
          return handle.db;
        })()
      : t.db;
    try {
      const id = (await requestExport(s, s.clientUser.id)).json().data.id as string;
      const engines = [t.db, other].map((db) =>
        createJobEngine({
          db,
          definitions: [subjectAccessExportsJob],
          context: () => taskContext(t, { db }),
          clock: t.clock.now,
          log: t.app.log,
        }),
      );
      for (const engine of engines) await engine.prepare();
      await Promise.all(engines.flatMap((engine) => [engine.drain(), engine.drain()]));
      for (const engine of engines) await engine.close();
      expect((await exportRow(s, id)).status).toBe('ready');
      const runs = (await jobsNamed(t.db, 'subject-access-exports')).filter(
        (job) => job.data.exportId === id,
      );
      expect(runs.map((job) => [job.state, job.retryCount, job.output])).toEqual([
        ['completed', 0, { built: 1, failed: 0 }],
      ]);
    } finally {
      for (const handle of extra) await handle.close();
    }
  });
});

describe('a path inside the zip', () => {
  it.each([
    ['../../etc/passwd', '_.._etc_passwd'],
    ['Passport', 'Passport'],
    ['  .hidden. ', 'hidden'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['جواز السفر.pdf', 'جواز السفر.pdf'],
    ['...', 'fallback'],
    ['x'.repeat(300), 'x'.repeat(100)],
  ])('is made from %j as %j', (raw, safe) => {
    expect(safeSegment(raw, 'fallback')).toBe(safe);
  });
});

describe('the index page’s words', () => {
  const english = SUBJECT_ACCESS_EXPORT_COPY.en;
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
    );
  const leaf = (tree: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'are all there in %s, with their placeholders, and translated',
    (language) => {
      const copy = SUBJECT_ACCESS_EXPORT_COPY[language];
      expect(keysOf(copy).sort()).toEqual(keysOf(english).sort());
      for (const key of keysOf(english)) {
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(leaf(copy, key)), `${language} ${key}`).toEqual(placeholders(leaf(english, key)));
      }
      expect(copy.title).not.toBe(english.title);
      expect(copy.questions).not.toBe(english.questions);
    },
  );

  it('take the firm’s own note on how to ask questions from its corrections (DATA_DIR/locales)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docket-export-locales-'));
    writeFileSync(
      join(dir, 'fa.json'),
      JSON.stringify({ emails: { subjectAccessExport: { questions: 'به dpo@firm.example بنویسید.' } } }),
    );
    const overrides = readLocaleOverrides(dir, shippedTexts(loadConfig({ DATA_DIR: dir }).webLocalesDir));
    const page = renderIndexPage(
      {
        language: 'fa',
        personName: 'Dara',
        generatedAt: new Date('2026-11-29T00:00:00Z'),
        files: [],
        cases: [],
      },
      overrides,
    );
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('به dpo@firm.example بنویسید.');
    // Persian dates in the Gregorian calendar, as the firm's deadlines are.
    expect(page).toContain('۲۰۲۶');
  });
});
