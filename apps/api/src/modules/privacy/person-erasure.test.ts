import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { findPersonalData, storedKeys } from '../../../test/personal-data.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { TINY_PNG, upload } from '../../../test/upload.ts';
import {
  auditEvents,
  caseDocuments,
  cases,
  erasureTombstones,
  mailOutbox,
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
import { encrypt } from '../../lib/crypto.ts';
import { must } from '../../lib/must.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { claimErasure } from './person-erasure.repository.ts';
import { ERASURE_LEASE_MS, type PersonErasureDeps, runPersonErasures } from './person-erasure.service.ts';

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
    deps: PersonErasureDeps;
  };
  beforeAll(async () => {
    if (backend === 'object storage') state.s3 = await startS3TestServer();
    state.t = await buildTestApp(state.s3 ? { env: state.s3.env('firm/files') } : {});
    state.admin = await createUser(state.t.db, 'Admin');
    state.adminAuth = (await signIn(state.t, state.admin)).auth;
    state.solicitor = await createUser(state.t.db, 'Solicitor');
    state.type = await seedCaseType(state.t, state.adminAuth, `Asylum ${randomBytes(3).toString('hex')}`);
    state.deps = {
      db: state.t.db,
      storage: state.t.app.files.deps.storage,
      log: state.t.app.log,
      encryptionKey: state.t.app.services.encryptionKey,
    };
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
  const { t, adminAuth } = s;
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

  const pastCase = await openCase(t, session.auth, s.type);
  const recentCase = await openCase(t, session.auth, s.type);
  const assign = await t.app.inject({
    method: 'PUT',
    url: `${API.assignSolicitor.path}?caseId=${recentCase}&solicitorId=${s.solicitor.id}`,
    headers: adminAuth,
  });
  expect(assign.statusCode, assign.body).toBe(200);
  const noteText = `My brother lives at ${tag} Mill Road`;
  expect((await post(t, API.addCaseNote.path, session.auth, { caseId: recentCase, text: noteText })).statusCode).toBe(
    200,
  );
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
  await t.app.services.mail.deliverDue();
  const now = t.clock.now();
  await t.db.insert(recoveryCodes).values({ userId: person.id, codeHash: randomUUID(), createdAt: now });
  await t.db.insert(resumableUploadAnswers).values({
    uploadId: randomBytes(16).toString('hex'),
    ownerId: person.id,
    uploadLength: 10,
    startedAt: now,
  });
  await t.db.insert(sentEmails).values({ recipient: person.email, subject: 'Your case was closed', sentAt: now });
  // A message still in the outbox, due later (the relay was down): sealed, so found only by opening it.
  const sealed = (to: string) =>
    encrypt(
      t.app.services.encryptionKey,
      JSON.stringify({ to, subject: 'Reminder', text: `Dear ${firstName}`, html: `<p>Dear ${firstName}</p>` }),
    );
  await t.db.insert(mailOutbox).values([
    { sealedMessage: sealed(person.email.toUpperCase()), createdAt: now, nextAttemptAt: new Date(now.getTime() + YEAR_MS) },
    { sealedMessage: sealed('someone-else@example.test'), createdAt: now, nextAttemptAt: new Date(now.getTime() + YEAR_MS) },
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
    needles: [firstName, lastName, person.email, must(row?.phoneNumber, 'the phone'), noteText, `${tag} Quarry Lane`],
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
  const live = await s.t.db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, userId));
  const erasures = await s.t.db.select().from(personErasures).where(eq(personErasures.userId, userId));
  const audit = await s.t.db.select({ id: auditEvents.id, details: auditEvents.details }).from(auditEvents);
  const own = await s.t.db.select({ id: cases.id, status: cases.status, clientName: cases.clientName }).from(cases).where(eq(cases.clientId, userId));
  return { user, live, erasures, audit, own };
}

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
    for (const place of ['users.first_name', 'users.email', 'users.phone_number', 'case_notes.text', 'cases.client_name', 'audit_events.details']) {
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

    const asked = await erase(s, { userId: person.id, confirmation: `  ${person.email.toUpperCase()} ` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'queued' });
    // The sessions end with the request, before any background work.
    expect((await refresh(t, seeded.session.refreshToken)).statusCode).toBe(401);
    const [locked] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(locked?.isLocked).toBe(true);
    expect((await preview(s, person.id)).json().data.pending).toBe(true);

    await t.app.housekeeping.runDue();
    await runPersonErasures(s.deps, t.clock.now());

    expect(await findPersonalData(t.db, seeded.needles)).toEqual([]);
    expect(await storedKeys(s.deps.storage, seeded.keys)).toEqual([]);
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);

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
    const left = await t.db.select().from(cases).where(inArray(cases.id, [seeded.pastCase, seeded.recentCase]));
    expect(left.map((c) => c.id)).toEqual([seeded.recentCase]);
    expect(left[0]).toMatchObject({ status: 'Closed', clientName: '', description: null, solicitorId: s.solicitor.id });
    expect(left[0]?.anonymisedAt).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(subjectAccessExports).where(eq(subjectAccessExports.userId, person.id))).toEqual([]);
    // The message to someone else is still there.
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(1);

    const tombstones = await t.db
      .select()
      .from(erasureTombstones)
      .where(and(eq(erasureTombstones.subjectType, 'person'), eq(erasureTombstones.subjectId, person.id)));
    expect(tombstones).toHaveLength(1);
    expect(tombstones[0]).toMatchObject({ rule: 'request', erasedBy: s.admin.id });
    expect(tombstones[0]?.details).toMatchObject({ cases: { erased: 1, anonymised: 1 } });
    const [done] = await t.db.select().from(personErasures).where(eq(personErasures.userId, person.id));
    expect(done).toMatchObject({ status: 'done', tombstoneId: tombstones[0]?.id });

    // The audit keeps what happened to whom and when; only the erasure's own records keep details.
    const about = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.actorUserId} = ${person.id} or (${auditEvents.targetType} = 'user' and ${auditEvents.targetId} = ${person.id})`);
    const withDetails = about.filter((e) => Object.keys(e.details).length > 0).map((e) => e.action);
    expect(withDetails.sort()).toEqual(['person.erased', 'person.erasure_requested']);
    expect(about.filter((e) => e.actorUserId === person.id).every((e) => e.actorIp === null)).toBe(true);
    expect(about.map((e) => e.action)).toContain('account.login_failed');

    // Erased is not found, for the preview and for a second request.
    expect((await preview(s, person.id)).statusCode).toBe(404);
    const again = await erase(s, { userId: person.id, confirmation: `erased-${person.id}@erased.invalid` });
    expect(again.json().code ?? again.json().errorCode ?? again.statusCode).toBeDefined();
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

    // Both requests land before the task runs: the second is refused.
    await t.db.update(personErasures).set({ claimedUntil: new Date(t.clock.now().getTime() + YEAR_MS) });
    const first = await erase(s, { userId: person.id, confirmation: person.email });
    expect(first.statusCode, first.body).toBe(200);
    const second = await erase(s, { userId: person.id, confirmation: person.email });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ERASURE_ALREADY_ASKED');
  }, 120_000);
});
