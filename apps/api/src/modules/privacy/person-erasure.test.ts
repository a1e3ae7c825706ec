import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { jobsNamed } from '../../../test/jobs.ts';
import { findPersonalData, storedKeys } from '../../../test/personal-data.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { createUpload, locationOf, patchUpload } from '../../../test/tus.ts';
import { TINY_PNG, upload } from '../../../test/upload.ts';
import {
  auditEvents,
  caseDocuments,
  cases,
  erasureTombstones,
  pendingFileDeletions,
  personErasures,
  recoveryCodes,
  resumableUploadAnswers,
  sentEmails,
  sessions,
  storedFiles,
  subjectAccessExports,
  users,
} from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { encrypt } from '../../lib/crypto.ts';
import { must } from '../../lib/must.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { runPersonErasure } from './person-erasure.service.ts';

const YEAR_MS = 365.25 * 24 * 60 * 60_000;
type Auth = Record<string, string>;

/** A client with a life in the product: two closed cases, notes, an avatar, mail, links, an export. */
type Seeded = {
  person: TestUser;
  session: { refreshToken: string; auth: Auth };
  needles: string[];
  keys: string[];
  pastCase: number;
  recentCase: number;
  noteText: string;
};

function setup(backend: 'local disk' | 'object storage') {
  const state = {} as {
    t: TestApp;
    s3?: S3TestServer;
    admin: TestUser;
    adminAuth: Auth;
    solicitor: TestUser;
    type: CaseTypeRead;
    /** What the `person-erasures` job runs with, and the storage it deletes from. */
    deps: ServiceContext & { storage: FileStorage };
  };
  beforeAll(async () => {
    if (backend === 'object storage') state.s3 = await startS3TestServer();
    state.t = await buildTestApp(state.s3 ? { env: state.s3.env('firm/files') } : {});
    state.admin = await createUser(state.t.db, 'Admin');
    state.adminAuth = (await signIn(state.t, state.admin)).auth;
    state.solicitor = await createUser(state.t.db, 'Solicitor');
    state.type = await seedCaseType(state.t, state.adminAuth, `Asylum ${randomBytes(3).toString('hex')}`);
    state.deps = { ...taskContext(state.t), storage: state.t.app.services.files.storage };
  }, 120_000);
  afterAll(async () => {
    await state.t?.close();
    await state.s3?.close();
  });
  return state;
}

type State = ReturnType<typeof setup>;

const post = (t: TestApp, path: string, headers: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: path, headers, payload: payload as Record<string, unknown> });

async function seedPerson(s: State): Promise<Seeded> {
  const { t } = s;
  // A fresh session: an earlier test may have moved the clock past the last one's end.
  s.adminAuth = (await signIn(t, s.admin)).auth;
  const adminAuth = s.adminAuth;
  const tag = randomBytes(4).toString('hex');
  const firstName = `Zephyrine${tag}`;
  const lastName = `Okonkwo${tag}`;
  const person = await createUser(t.db, 'Client', {
    firstName,
    lastName,
    email: `zeph.${tag}@example.test`,
    city: `Harrowgate${tag}`,
    address1: `${tag} Quarry Lane`,
    birthDate: '1990-04-01',
  });
  const session = await signIn(t, person);
  const avatarKey = (await upload(t, session.auth, 'me.png', TINY_PNG, 'avatar')).json().data.content[0]
    .filePath as string;
  const phone = `07700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const info = await post(t, API.updatePersonalInfo.path, session.auth, {
    firstName,
    lastName,
    gender: 'female',
    phoneNumber: phone,
    avatar: avatarKey,
  });
  expect(info.statusCode, info.body).toBe(200);
  const stagedKey = await stage(t, session.auth, `${lastName}-payslip.pdf`);
  // A resumable upload begun from her phone and never finished: her file's name is in its metadata.
  const partial = locationOf(
    await createUpload(t.app, session.auth, {
      fileName: `${lastName}-letter.pdf`,
      length: 1000,
      kind: 'case-document',
    }),
  );
  expect((await patchUpload(t.app, session.auth, partial, 0, Buffer.alloc(100, 1))).statusCode).toBe(204);

  const pastCase = await openCase(t, session.auth, s.type);
  const recentCase = await openCase(t, session.auth, s.type);
  const assign = await t.app.inject({
    method: 'PUT',
    url: `${API.assignSolicitor.path}?caseId=${recentCase}&solicitorId=${s.solicitor.id}`,
    headers: adminAuth,
  });
  expect(assign.statusCode, assign.body).toBe(200);
  const noteText = `My brother lives at ${tag} Mill Road`;
  expect(
    (await post(t, API.addCaseNote.path, session.auth, { caseId: recentCase, text: noteText })).statusCode,
  ).toBe(200);
  const staffNote = `Spoke to ${firstName} about the hearing`;
  const shared = await post(t, API.addCaseNote.path, adminAuth, {
    caseId: pastCase,
    text: staffNote,
    isSharedWithClient: true,
  });
  expect(shared.statusCode, shared.body).toBe(200);
  for (const caseId of [pastCase, recentCase]) {
    const closed = await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: adminAuth,
      payload: { caseId, status: 'Closed', reason: `Closed at ${firstName}'s request` },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  }
  // The older case was closed seven years ago: past the type's six years.
  await t.db
    .update(cases)
    .set({ closedAt: new Date(t.clock.now().getTime() - 7 * YEAR_MS) })
    .where(eq(cases.id, pastCase));

  // A wrong password (counted against the address), a reset link (a token and an e-mail).
  const wrong = await post(t, API.login.path, {}, { email: person.email, password: 'Wrong-password-1!' });
  expect(wrong.statusCode).toBe(401);
  expect((await post(t, API.forgotPassword.path, {}, { email: person.email })).statusCode).toBe(200);
  await t.app.services.jobs.drain(['send-email']);
  const now = t.clock.now();
  await t.db.insert(recoveryCodes).values({ userId: person.id, codeHash: randomUUID(), createdAt: now });
  await t.db.insert(resumableUploadAnswers).values({
    uploadId: randomBytes(16).toString('hex'),
    ownerId: person.id,
    uploadLength: 10,
    startedAt: now,
  });
  await t.db
    .insert(sentEmails)
    .values({ recipient: person.email, subject: 'Your case was closed', sentAt: now });
  // A message still in the outbox, due later (the relay was down): sealed, so found only by opening it.
  const sealed = (to: string) =>
    encrypt(
      t.app.services.encryptionKey,
      JSON.stringify({
        to,
        subject: 'Reminder',
        text: `Dear ${firstName}`,
        html: `<p>Dear ${firstName}</p>`,
      }),
    );
  // Two e-mails waiting in the background engine, a year away.
  await t.app.services.jobs.sendMany(taskContext(t), 'send-email', [
    { data: { sealed: sealed(person.email.toUpperCase()) }, startAfter: new Date(now.getTime() + YEAR_MS) },
    { data: { sealed: sealed('someone-else@example.test') }, startAfter: new Date(now.getTime() + YEAR_MS) },
  ]);
  // An export made for them earlier, its zip in the storage.
  const exportKey = `exports/${randomUUID()}`;
  const zip = join(t.config.filesDir, `..`, `export-${tag}.zip`);
  writeFileSync(zip, `export of ${firstName}`);
  await s.deps.storage.putFile(exportKey, zip);
  await t.db.insert(subjectAccessExports).values({
    userId: person.id,
    requestedBy: s.admin.id,
    requestedAt: now,
    status: 'ready',
    storageKey: exportKey,
  });

  const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
  const caseFiles = await t.db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .innerJoin(caseDocuments, eq(caseDocuments.storedFileId, storedFiles.id))
    .where(inArray(caseDocuments.caseId, [pastCase, recentCase]));
  expect(caseFiles.length).toBeGreaterThan(0);
  return {
    person,
    session,
    noteText,
    pastCase,
    recentCase,
    needles: [
      firstName,
      lastName,
      person.email,
      must(row?.phoneNumber, 'the phone'),
      noteText,
      `${tag} Quarry Lane`,
    ],
    keys: [avatarKey, stagedKey, exportKey, ...caseFiles.map((f) => f.key)],
  };
}

const preview = (s: State, userId: string) =>
  s.t.app.inject({ method: 'GET', url: `${API.erasurePreview.path}?userId=${userId}`, headers: s.adminAuth });

const erase = (s: State, body: { userId: string; confirmation: string; reason?: string }) =>
  post(s.t, API.erasePerson.path, s.adminAuth, { reason: 'Asked by letter of 3 March', ...body });

/** What a refused request must leave as it was. */
async function snapshot(s: State, userId: string) {
  const [user] = await s.t.db.select().from(users).where(eq(users.id, userId));
  const live = await s.t.db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const erasures = await s.t.db.select().from(personErasures).where(eq(personErasures.userId, userId));
  const audit = await s.t.db.select({ id: auditEvents.id, details: auditEvents.details }).from(auditEvents);
  const own = await s.t.db
    .select({ id: cases.id, status: cases.status, clientName: cases.clientName })
    .from(cases)
    .where(eq(cases.clientId, userId));
  return { user, live, erasures, audit, own };
}

/** The person's erasure, as its job knows it. */
async function erasureOf(s: State, userId: string) {
  const [row] = await s.t.db.select().from(personErasures).where(eq(personErasures.userId, userId));
  return must(row, 'the erasure');
}

/** The jobs of the person's erasure, oldest first, as pg-boss keeps them. */
async function erasureJobs(s: State, userId: string) {
  const { id } = await erasureOf(s, userId);
  return (await jobsNamed(s.t.db, 'person-erasures')).filter((job) => job.data.erasureId === id);
}

/** Runs the erasure jobs that are due, and nothing else (retention would erase past cases first, under its own rule). */
const runErasureJobs = (s: State) => s.t.app.services.jobs.drain(['person-erasures']);

const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'GET', url: API.refreshToken.path, headers: { refreshToken } });

describe.each(['local disk', 'object storage'] as const)('erasure on request, files on %s', (backend) => {
  const s = setup(backend);

  it('erases a client: afterwards no row or file names them but the tombstone and the record of the erasure', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    const { person } = seeded;

    // The search finds them everywhere before: a search that finds nothing proves nothing.
    const before = await findPersonalData(t.db, seeded.needles);
    const where = new Set(before.map((f) => `${f.table}.${f.column}`));
    for (const place of [
      'users.first_name',
      'users.email',
      'users.phone_number',
      'case_notes.text',
      'cases.client_name',
      'audit_events.details',
    ]) {
      expect(where, place).toContain(place);
    }
    expect(await storedKeys(s.deps.storage, seeded.keys)).toEqual([...seeded.keys].sort());

    const shown = await preview(s, person.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const plan = shown.json().data;
    expect(plan.person).toMatchObject({ id: person.id, email: person.email, role: 'Client' });
    expect(plan.cases.map((c: { caseId: number; outcome: string }) => [c.caseId, c.outcome])).toEqual([
      [seeded.pastCase, 'erase'],
      [seeded.recentCase, 'anonymise'],
    ]);
    expect(plan).toMatchObject({ canErase: true, pending: false, sessions: 1 });
    // Their case documents, their avatar and the upload they never used.
    expect(plan.files).toBe(seeded.keys.length - 1);
    expect(plan.documents).toBe(seeded.keys.length - 3);
    expect(plan.bytes).toBeGreaterThan(0);

    // Staff looked her up by her surname in lower case, which the audit keeps as typed.
    await t.app.inject({
      method: 'GET',
      url: `${API.search.path}?q=${encodeURIComponent(person.lastName.toLowerCase())}`,
      headers: s.adminAuth,
    });
    const asked = await erase(s, {
      userId: person.id,
      confirmation: `  ${person.email.toUpperCase()} `,
      // An administrator's reason that names her: the reason is kept, her name is not.
      reason: `${person.lastName.toLowerCase()} asked by letter of 3 March`,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'queued' });
    // The sessions end with the request, before any background work.
    expect((await refresh(t, seeded.session.refreshToken)).statusCode).toBe(401);
    expect((await post(t, API.getCurrentUser.path, seeded.session.auth, {})).statusCode).toBe(401);
    const [locked] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(locked?.isLocked).toBe(true);
    expect((await preview(s, person.id)).json().data.pending).toBe(true);

    // The erasure's own job, queued with the request, and nothing else: the retention task would
    // erase the case past its period first, under its own rule, and this test is about the erasure.
    expect((await erasureJobs(s, person.id)).map((job) => job.state)).toEqual(['created']);
    await runErasureJobs(s);
    expect((await erasureJobs(s, person.id)).map((job) => [job.state, job.output?.erased])).toEqual([
      ['completed', 1],
    ]);
    // Her unfinished upload went with her: there is none of hers left to remove.
    expect(await t.app.services.files.removeUploadsOf(person.id)).toBe(0);

    expect(await findPersonalData(t.db, seeded.needles)).toEqual([]);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toEqual([]);
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);
    // The row that stays is nobody's: no list or search shows it, and it cannot be opened.
    const listed = await post(t, API.getUsers.path, s.adminAuth, { pageNo: 1, pageSize: 100 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).not.toContain(person.id);
    const found = await t.app.inject({
      method: 'GET',
      url: `${API.search.path}?q=erased`,
      headers: s.adminAuth,
    });
    expect(JSON.stringify(found.json())).not.toContain(person.id);
    expect((await preview(s, person.id)).statusCode).toBe(404);

    const [user] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(user).toMatchObject({
      firstName: '',
      lastName: '',
      email: `erased-${person.id}@erased.invalid`,
      passwordHash: null,
      phoneNumber: null,
      birthDate: null,
      avatarKey: null,
      city: null,
      address1: null,
      isLocked: true,
      mfaEnabled: false,
      totpSecretEnc: null,
    });
    const left = await t.db
      .select()
      .from(cases)
      .where(inArray(cases.id, [seeded.pastCase, seeded.recentCase]));
    expect(left.map((c) => c.id)).toEqual([seeded.recentCase]);
    expect(left[0]).toMatchObject({
      status: 'Closed',
      clientName: '',
      description: null,
      solicitorId: s.solicitor.id,
    });
    expect(left[0]?.anonymisedAt).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).toEqual([]);
    expect(
      await t.db.select().from(subjectAccessExports).where(eq(subjectAccessExports.userId, person.id)),
    ).toEqual([]);
    // The message to someone else is still there.
    expect(await jobsNamed(t.db, 'send-email')).toHaveLength(1);

    const tombstones = await t.db
      .select()
      .from(erasureTombstones)
      .where(and(eq(erasureTombstones.subjectType, 'person'), eq(erasureTombstones.subjectId, person.id)));
    expect(tombstones).toHaveLength(1);
    expect(tombstones[0]).toMatchObject({ rule: 'request', erasedBy: s.admin.id });
    expect(tombstones[0]?.details).toMatchObject({ cases: { erased: 1, anonymised: 1 } });
    const [done] = await t.db.select().from(personErasures).where(eq(personErasures.userId, person.id));
    expect(done).toMatchObject({
      status: 'done',
      tombstoneId: tombstones[0]?.id,
      reason: '[erased] asked by letter of 3 March',
    });

    // The audit keeps what happened to whom and when; only the record of the erasure keeps details
    // (ids and counts): the request's reason, which an administrator typed, is blanked with the rest.
    const about = await t.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.actorUserId} = ${person.id} or (${auditEvents.targetType} = 'user' and ${auditEvents.targetId} = ${person.id})`,
      );
    const withDetails = about.filter((e) => Object.keys(e.details).length > 0).map((e) => e.action);
    expect(withDetails).toEqual(['person.erased']);
    expect(about.map((e) => e.action)).toContain('person.erasure_requested');
    expect(about.filter((e) => e.actorUserId === person.id).every((e) => e.actorIp === null)).toBe(true);
    expect(about.map((e) => e.action)).toEqual(
      expect.arrayContaining(['account.signed_in', 'account.sign_in_failed']),
    );

    // Erased is not found, for the preview and for a second request.
    expect((await preview(s, person.id)).statusCode).toBe(404);
    const again = await erase(s, { userId: person.id, confirmation: `erased-${person.id}@erased.invalid` });
    expect(again.statusCode).toBe(404);
  }, 120_000);

  it('refuses while a case of theirs is open or held, and a refusal changes nothing', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    const { person } = seeded;
    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: s.adminAuth,
      payload: { caseId: seeded.recentCase, status: 'Open' },
    });
    await t.db
      .update(cases)
      .set({ legalHoldReason: 'Claim against the firm', legalHoldBy: s.admin.id, legalHoldAt: t.clock.now() })
      .where(eq(cases.id, seeded.pastCase));
    const plan = (await preview(s, person.id)).json().data;
    expect(plan.canErase).toBe(false);
    expect(plan.cases.map((c: { block: string | null }) => c.block)).toEqual(['legalHold', 'open']);

    const before = await snapshot(s, person.id);
    const blocked = await erase(s, { userId: person.id, confirmation: person.email });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().code).toBe('ERASURE_BLOCKED');
    const wrong = await erase(s, { userId: person.id, confirmation: 'someone@example.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('ERASURE_CONFIRMATION_WRONG');
    const self = await erase(s, { userId: s.admin.id, confirmation: s.admin.email });
    expect(self.json().code).toBe('ERASURE_SELF');
    const nobody = await erase(s, { userId: randomUUID(), confirmation: 'x@example.test' });
    expect(nobody.statusCode).toBe(404);
    expect(await snapshot(s, person.id)).toEqual(before);
    expect((await refresh(t, seeded.session.refreshToken)).statusCode).toBe(200);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toHaveLength(seeded.keys.length);
  }, 120_000);

  it('refuses a wrong confirmation and changes nothing, then takes the right one once', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    const { person } = seeded;
    const before = await snapshot(s, person.id);
    const wrong = await erase(s, { userId: person.id, confirmation: `x${person.email}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('ERASURE_CONFIRMATION_WRONG');
    expect(await snapshot(s, person.id)).toEqual(before);
    expect((await refresh(t, seeded.session.refreshToken)).statusCode).toBe(200);

    // Both requests land before the task runs (an app not listening runs it only when told): the second is refused.
    const first = await erase(s, { userId: person.id, confirmation: person.email });
    expect(first.statusCode, first.body).toBe(200);
    const second = await erase(s, { userId: person.id, confirmation: person.email });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ERASURE_ALREADY_ASKED');
  }, 120_000);
});

describe('the person-erasures job', () => {
  const s = setup('local disk');

  async function askToErase(person: TestUser) {
    const asked = await erase(s, { userId: person.id, confirmation: person.email });
    expect(asked.statusCode, asked.body).toBe(200);
  }

  const personTombstones = (userId: string) =>
    s.t.db
      .select()
      .from(erasureTombstones)
      .where(and(eq(erasureTombstones.subjectType, 'person'), eq(erasureTombstones.subjectId, userId)));

  it('erases a solicitor: their cases are unassigned and nothing names them', async () => {
    const { t } = s;
    const tag = randomBytes(4).toString('hex');
    const solicitor = await createUser(t.db, 'Solicitor', {
      firstName: `Bartholomew${tag}`,
      lastName: `Quist${tag}`,
      email: `bq.${tag}@firm.test`,
      phoneNumber: `+4479${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    });
    const session = await signIn(t, solicitor);
    const client = await createUser(t.db, 'Client');
    const clientAuth = (await signIn(t, client)).auth;
    const caseId = await openCase(t, clientAuth, s.type);
    const assign = await t.app.inject({
      method: 'PUT',
      url: `${API.assignSolicitor.path}?caseId=${caseId}&solicitorId=${solicitor.id}`,
      headers: s.adminAuth,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const noteText = `Reviewed by the solicitor ${tag}`;
    expect((await post(t, API.addCaseNote.path, session.auth, { caseId, text: noteText })).statusCode).toBe(
      200,
    );
    const needles = [
      solicitor.firstName,
      solicitor.lastName,
      solicitor.email,
      must(solicitor.phoneNumber, 'phone'),
    ];
    const before = new Set((await findPersonalData(t.db, needles)).map((f) => `${f.table}.${f.column}`));
    for (const place of [
      'cases.solicitor_name',
      'cases.search_text',
      'notifications.params',
      'audit_events.details',
    ]) {
      expect(before, place).toContain(place);
    }

    // Open cases of theirs as solicitor do not block: the case is the client's.
    expect((await preview(s, solicitor.id)).json().data).toMatchObject({ cases: [], canErase: true });
    await askToErase(solicitor);
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    await t.app.services.jobs.drain();
    expect((await erasureJobs(s, solicitor.id)).map((job) => [job.state, job.output?.erased])).toEqual([
      ['completed', 1],
    ]);

    expect(await findPersonalData(t.db, needles)).toEqual([]);
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ status: 'Open', solicitorId: null, solicitorName: null, anonymisedAt: null });
    expect(row?.clientName).toBe(`${client.firstName} ${client.lastName}`);
    // The firm's record of the client's case stays, their note in it too (its author now nameless).
    expect(await findPersonalData(t.db, [noteText])).toEqual([
      { table: 'case_notes', column: 'text', needle: noteText, rows: 1 },
    ]);
    expect(await personTombstones(solicitor.id)).toHaveLength(1);
  }, 120_000);

  it('waits while a case reopened after the request, with the account still locked, then erases', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    await askToErase(seeded.person);
    const reopened = await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: s.adminAuth,
      payload: { caseId: seeded.recentCase, status: 'Open' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);

    await runErasureJobs(s);
    // Its job ended blocked, and queued the next an hour on.
    const [blocked, next] = await erasureJobs(s, seeded.person.id);
    expect(blocked).toMatchObject({ state: 'completed', output: { erased: 0, blocked: 1 } });
    expect(next?.state).toBe('created');
    const plan = (await preview(s, seeded.person.id)).json().data;
    expect(plan).toMatchObject({ pending: true, canErase: false });
    expect(await storedKeys(s.deps.storage, seeded.keys)).toHaveLength(seeded.keys.length);
    const [waiting] = await t.db
      .select()
      .from(personErasures)
      .where(eq(personErasures.userId, seeded.person.id));
    expect(waiting?.status).toBe('queued');
    const [user] = await t.db.select().from(users).where(eq(users.id, seeded.person.id));
    expect(user?.isLocked).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: s.adminAuth,
      payload: { caseId: seeded.recentCase, status: 'Closed' },
    });
    // Not tried again at once: an hour later.
    await runErasureJobs(s);
    expect((await erasureJobs(s, seeded.person.id)).map((job) => job.state)).toEqual([
      'completed',
      'created',
    ]);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toHaveLength(seeded.keys.length);
    t.clock.advance(61 * 60_000);
    await runErasureJobs(s);
    expect((await erasureJobs(s, seeded.person.id)).map((job) => [job.state, job.output?.erased])).toEqual([
      ['completed', 0],
      ['completed', 1],
    ]);
    expect(await findPersonalData(t.db, seeded.needles)).toEqual([]);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toEqual([]);
  }, 120_000);

  it('two runs of one erasure at once (one that outlived its hold, and its retry) erase the person once', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    await askToErase(seeded.person);
    const { id } = await erasureOf(s, seeded.person.id);
    const now = t.clock.now();
    const [a, b] = await Promise.all([runPersonErasure(s.deps, id, now), runPersonErasure(s.deps, id, now)]);
    expect((a?.erased ?? 0) + (b?.erased ?? 0)).toBe(1);
    expect(await personTombstones(seeded.person.id)).toHaveLength(1);
    const erasedAudit = () =>
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'person.erased'), eq(auditEvents.targetId, seeded.person.id)));
    expect(await erasedAudit()).toHaveLength(1);
    expect(await findPersonalData(t.db, seeded.needles)).toEqual([]);
    // Its job, when it comes, finds the erasure done.
    await runErasureJobs(s);
    expect((await erasureJobs(s, seeded.person.id)).map((job) => [job.state, job.output?.erased])).toEqual([
      ['completed', 0],
    ]);
    expect(await erasedAudit()).toHaveLength(1);
  }, 120_000);

  it('a job whose run was cut short after its commit is done on its retry, without erasing twice', async () => {
    const { t } = s;
    const seeded = await seedPerson(s);
    await askToErase(seeded.person);
    const { id } = await erasureOf(s, seeded.person.id);
    // The job's first run commits the erasure, then its process goes before any file is deleted
    // (every delete of the storage fails) and before pg-boss is told the job is done.
    const dying: FileStorage = {
      ...s.deps.storage,
      delete: async () => {
        throw new Error('the process stopped');
      },
    };
    expect(await runPersonErasure(taskContext(t, { storage: dying }), id, t.clock.now())).toMatchObject({
      erased: 1,
      files: 0,
    });
    // Committed: the rows are gone and name no one; the bytes are still there, and listed for deletion.
    expect(await findPersonalData(t.db, seeded.needles)).toEqual([]);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toHaveLength(seeded.keys.length);
    const pending = await t.db.select({ key: pendingFileDeletions.storageKey }).from(pendingFileDeletions);
    expect(pending.map((p) => p.key)).toEqual(expect.arrayContaining(seeded.keys));
    // The job was never marked done: pg-boss gives it out again once its hold lapses.
    expect((await erasureJobs(s, seeded.person.id)).map((job) => job.state)).toEqual(['created']);

    // The retry erases nothing again and deletes the files the first run left.
    await runErasureJobs(s);
    const [job] = await erasureJobs(s, seeded.person.id);
    expect(job).toMatchObject({ state: 'completed', output: { erased: 0, blocked: 0 } });
    expect(Number(job?.output?.files)).toBeGreaterThanOrEqual(seeded.keys.length);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toEqual([]);
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);
    expect(await personTombstones(seeded.person.id)).toHaveLength(1);
    const erased = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'person.erased'), eq(auditEvents.targetId, seeded.person.id)));
    expect(erased).toHaveLength(1);
  }, 120_000);
});
