import { API, type DocumentFinding } from '@docket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { caseTypeBody, uploadTemplate } from '../../../test/case-type-fixtures.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { auditEvents, documentChecks, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

/**
 * The document loop (issue 19, decision 025): each transition of an item and its refusals, who may
 * do what, the stage, and the messages the client and the firm get.
 */
let t: TestApp;
let admin: Record<string, string>;
let clientUser: TestUser;
let client: Record<string, string>;
let otherClient: Record<string, string>;
let solicitorUser: TestUser;
let solicitor: Record<string, string>;
let type: CaseTypeRead;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Amira', language: 'de' });
  client = (await signIn(t, clientUser)).auth;
  otherClient = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  solicitorUser = await createUser(t.db, 'Solicitor');
  solicitor = (await signIn(t, solicitorUser)).auth;
  type = await seedCaseType(t, admin, 'Asylum claim');
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const checklist = async (caseId: number, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API.getCaseChecklist.path}?id=${caseId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    stage: string;
    counts: Record<string, number>;
    items: Array<{
      id: number;
      kind: string;
      name: string;
      state: string;
      isRequired: boolean;
      reasonCode: string | null;
      reason: string | null;
      dueDate: string | null;
      isOverdue: boolean;
      templateUrl: string | null;
      versions: Array<{
        id: number;
        filePath: string;
        isCurrent: boolean;
        reviewDecision: string | null;
        check: { status: string; findings: { code: string }[] } | null;
      }>;
    }>;
  };
};
const review = (caseId: number, itemId: number, body: object, headers = solicitor) =>
  post(API.reviewDocument.path, headers, { caseId, itemId, ...body });
const upload = async (caseId: number, itemId: number, headers = client) =>
  post(API.uploadChecklistDocument.path, headers, { caseId, itemId, filePath: await stage(t, headers) });

async function newCase() {
  const caseId = await openCase(t, client, type);
  await t.app.inject({
    method: 'PUT',
    url: `${API.assignSolicitor.path}?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
    headers: admin,
  });
  const list = await checklist(caseId, solicitor);
  const passport = must(
    list.items.find((i) => i.name === 'Passport'),
    'the Passport item',
  );
  return { caseId, passport, list };
}

describe('a new case', () => {
  it('has an item per document of its type and support type, those sent awaiting review', async () => {
    const { list } = await newCase();
    expect(list.items.map((i) => [i.name, i.kind, i.state, i.isRequired])).toEqual([
      ['Passport', 'required', 'AwaitingReview', true],
      ['Witness statement', 'required', 'AwaitingReview', true],
      ['NASS letter', 'eligibility', 'AwaitingReview', false],
    ]);
    expect(list.items.every((i) => i.versions.length === 1 && i.versions[0]?.isCurrent)).toBe(true);
    expect(list.stage).toBe('WithFirm');
    expect(list.counts).toEqual({ Missing: 0, AwaitingReview: 3, Accepted: 0, Rejected: 0, Waived: 0 });
  });
});

describe('reviewing a document', () => {
  it('sends it back with a reason, takes a new version, then accepts it', async () => {
    const { caseId, passport } = await newCase();
    const since = t.smtp.received.length;

    // A rejection needs a reason from the list, and "other" needs words.
    const bare = await review(caseId, passport.id, { decision: 'Reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([expect.objectContaining({ field: 'reasonCode' })]);
    const other = await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'other' });
    expect(other.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await checklist(caseId, solicitor)).items[0]?.state).toBe('AwaitingReview');

    const rejected = await review(caseId, passport.id, {
      decision: 'Reject',
      reasonCode: 'unreadable',
      reason: 'The photo is blurred.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'expired' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ITEM_ALREADY_IN_STATE', params: { state: 'Rejected' } });

    // The client sees why, and hears of it in her language with a link to the document.
    const seen = await checklist(caseId, client);
    expect(seen.stage).toBe('WaitingForClient');
    expect(seen.items[0]).toMatchObject({
      state: 'Rejected',
      reasonCode: 'unreadable',
      reason: 'The photo is blurred.',
    });
    const mail = await t.smtp.messageTo(
      clientUser.email,
      since,
      5000,
      'Bitte senden Sie Ihr Dokument noch einmal',
    );
    expect(mail.text).toContain('es ist nicht lesbar — The photo is blurred.');
    expect(mail.text).toContain(`/case/${caseId}#item-${passport.id}`);
    const bell = (await t.app.inject({ method: 'GET', url: API.notifications.path, headers: client })).json()
      .data;
    expect(bell.items[0]).toMatchObject({
      kind: 'document.rejected',
      caseId,
      params: { itemId: String(passport.id), documentName: 'Passport', reasonCode: 'unreadable' },
    });

    // A new version: the item waits for review again; the old one stays, for staff only.
    const staffSince = t.smtp.received.length;
    const uploaded = await upload(caseId, passport.id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const staffView = await checklist(caseId, solicitor);
    expect(staffView.items[0]?.state).toBe('AwaitingReview');
    expect(staffView.items[0]?.versions.map((v) => [v.isCurrent, v.reviewDecision])).toEqual([
      [true, null],
      [false, 'Reject'],
    ]);
    expect((await checklist(caseId, client)).items[0]?.versions).toHaveLength(1);
    await t.smtp.messageTo(solicitorUser.email, staffSince, 5000, 'A document has arrived for review');

    const accepted = await review(caseId, passport.id, { decision: 'Accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await checklist(caseId, client)).items[0]).toMatchObject({ state: 'Accepted', reasonCode: null });

    // Accepted: nothing more is taken for it.
    const late = await upload(caseId, passport.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ITEM_CLOSED');

    const [record] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'document.reviewed'))
      .orderBy(auditEvents.id)
      .limit(1);
    expect(record?.details).toMatchObject({
      decision: 'Reject',
      reasonCode: 'unreadable',
      itemId: passport.id,
    });
  });

  it('completes the case when every needed document is accepted, whatever the optional ones say', async () => {
    const { caseId, list } = await newCase();
    for (const item of list.items.filter((i) => i.isRequired)) {
      expect((await review(caseId, item.id, { decision: 'Accept' })).statusCode).toBe(200);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API.getCaseById.path}?id=${caseId}`,
      headers: client,
    });
    expect(detail.json().data).toMatchObject({
      stage: 'WithFirm',
      checklistCounts: { Accepted: 2, AwaitingReview: 1 },
    });
    const optional = must(
      list.items.find((i) => !i.isRequired),
      'the optional item',
    );
    expect((await review(caseId, optional.id, { decision: 'Waive' })).json().errors).toEqual([
      expect.objectContaining({ field: 'reason', code: 'checklist.reason.required' }),
    ]);
    const waived = await review(caseId, optional.id, { decision: 'Waive', reason: 'Not receiving support' });
    expect(waived.statusCode).toBe(200);
    const done = await checklist(caseId, client);
    expect(done.stage).toBe('Complete');
    expect(done.items[2]).toMatchObject({ state: 'Waived', reason: 'Not receiving support' });
    const [row] = (
      await t.app.inject({ method: 'GET', url: `${API.searchCases.path}?pageSize=1000`, headers: admin })
    )
      .json()
      .data.items.filter((c: { id: number }) => c.id === caseId);
    expect(row.stage).toBe('Complete');
  });

  it('refuses to review a document nothing was uploaded for, and is for the case’s staff', async () => {
    const { caseId } = await newCase();
    const requested = await post(API.requestDocument.path, solicitor, {
      caseId,
      documentName: 'Bank statement',
    });
    const itemId = requested.json().data.id as number;
    const refused = await review(caseId, itemId, { decision: 'Accept' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOTHING_TO_REVIEW');
    // A client reviews nothing; another solicitor does not see the case.
    expect((await review(caseId, itemId, { decision: 'Waive', reason: 'x' }, client)).statusCode).toBe(403);
    const other = (await signIn(t, await createUser(t.db, 'Solicitor'))).auth;
    expect((await review(caseId, itemId, { decision: 'Waive', reason: 'x' }, other)).statusCode).toBe(404);
    // An item of another case answers as one that does not exist.
    const { caseId: second } = await newCase();
    const misplaced = await review(second, itemId, { decision: 'Waive', reason: 'x' });
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json().code).toBe('CHECKLIST_ITEM_NOT_FOUND');
  });
});

describe('uploading to an item', () => {
  it("refuses another person's item, and any item of a closed case", async () => {
    const { caseId, passport } = await newCase();
    const stranger = await upload(caseId, passport.id, otherClient);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('CASE_NOT_FOUND');
    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: solicitor,
      payload: { caseId, status: 'Closed' },
    });
    const closed = await upload(caseId, passport.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CASE_CLOSED');
    // Nothing was claimed: the upload is still the client's to use.
    const versions = (await checklist(caseId, solicitor)).items[0]?.versions;
    expect(versions).toHaveLength(1);
  });

  it('may be done by staff on the client’s behalf', async () => {
    const { caseId, passport } = await newCase();
    await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'expired' });
    const res = await upload(caseId, passport.id, solicitor);
    expect(res.statusCode, res.body).toBe(200);
    const bell = (await t.app.inject({ method: 'GET', url: API.notifications.path, headers: client })).json()
      .data;
    expect(bell.items[0]).toMatchObject({ kind: 'document.uploaded', caseId });
  });
});

describe('asking for a further document', () => {
  it('adds a needed item with its template and due date, and tells the client', async () => {
    const { caseId } = await newCase();
    const template = await uploadTemplate(t, solicitor, 'statement-guide.pdf');
    const past = await post(API.requestDocument.path, solicitor, {
      caseId,
      documentName: 'Bank statement',
      dueDate: '2000-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      expect.objectContaining({ field: 'dueDate', code: 'checklist.dueDate.past' }),
    ]);
    const since = t.smtp.received.length;
    const due = new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await post(API.requestDocument.path, solicitor, {
      caseId,
      documentName: 'Bank statement',
      description: 'The last three months',
      templateUrl: template,
      dueDate: due,
    });
    expect(res.statusCode, res.body).toBe(200);
    const itemId = res.json().data.id;
    const list = await checklist(caseId, client);
    expect(list.stage).toBe('WaitingForClient');
    const item = must(
      list.items.find((i) => i.id === itemId),
      'the requested item',
    );
    expect(item).toMatchObject({ kind: 'requested', state: 'Missing', isRequired: true, dueDate: due });
    await t.smtp.messageTo(clientUser.email, since, 5000, 'Die Kanzlei braucht ein Dokument von Ihnen');
    // The client may read the template; another client may not.
    const read = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${API.getExampleFile.path}?fileName=${item.templateUrl}`,
        headers,
      });
    expect((await read(client)).statusCode).toBe(200);
    expect((await read(otherClient)).statusCode).toBe(404);

    // Past its due date, unanswered, it is overdue: on the item, in the queue, on the dashboard.
    t.clock.advance(11 * 86_400_000);
    try {
      const clientNow = (await signIn(t, clientUser)).auth;
      const solicitorNow = (await signIn(t, solicitorUser)).auth;
      expect((await checklist(caseId, clientNow)).items.find((i) => i.id === itemId)?.isOverdue).toBe(true);
      const overdue = await t.app.inject({
        method: 'GET',
        url: `${API.searchCases.path}?queue=overdue&pageSize=1000`,
        headers: solicitorNow,
      });
      expect(overdue.json().data.items.map((c: { id: number }) => c.id)).toContain(caseId);
      const dashboard = await t.app.inject({ method: 'GET', url: API.dashboard.path, headers: solicitorNow });
      expect(dashboard.json().data.figures.overdue).toBe(overdue.json().data.totalItems);
    } finally {
      t.clock.advance(-11 * 86_400_000);
    }
  });
});

describe('the work queues', () => {
  it('agree with the dashboard, scoped as every case query is', async () => {
    const { caseId, passport } = await newCase();
    await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'pagesMissing' });
    const queue = async (name: string, headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API.searchCases.path}?queue=${name}&pageSize=1000`,
          headers,
        })
      ).json().data;
    const waiting = await queue('waitingForClient', solicitor);
    expect(waiting.items.map((c: { id: number }) => c.id)).toContain(caseId);
    const review_ = await queue('awaitingMyReview', solicitor);
    const figures = (
      await t.app.inject({ method: 'GET', url: API.dashboard.path, headers: solicitor })
    ).json().data.figures;
    expect(figures.waitingForClient).toBe(waiting.totalItems);
    expect(figures.awaitingMyReview).toBe(review_.totalItems);
    // Another solicitor's queues hold none of these cases; a client has no queues.
    const other = (await signIn(t, await createUser(t.db, 'Solicitor'))).auth;
    expect((await queue('waitingForClient', other)).items).toEqual([]);
    expect((await queue('waitingForClient', client)).items).toEqual([]);
  });
});

describe('opening a case for a client', () => {
  it('lets staff name the client, finds clients, and makes the solicitor who opens it its solicitor', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: `${API.findClients.path}?q=amira`,
      headers: solicitor,
    });
    expect(found.json().data).toEqual([
      { id: clientUser.id, fullName: `Amira ${clientUser.lastName}`, email: clientUser.email },
    ]);
    const passport = await stage(t, solicitor, 'passport.pdf');
    const statement = await stage(t, solicitor, 'statement.pdf');
    const res = await post(API.createCase.path, solicitor, {
      caseTypeId: type.id,
      supportType: 2,
      requiredDocuments: [
        {
          documentDefinitionId: must(type.requiredDocuments[0], 'a required document').id,
          filePath: passport,
        },
        { documentDefinitionId: must(type.requiredDocuments[1], 'a second one').id, filePath: statement },
      ],
      eligibilityDocuments: [],
      clientId: clientUser.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `${API.getCaseById.path}?id=${res.json().data.id}`,
        headers: client,
      })
    ).json().data;
    expect(detail).toMatchObject({ clientId: clientUser.id, solicitorId: solicitorUser.id });
    // The bank statement of Self Support was not sent: optional, missing.
    const list = await checklist(detail.id, client);
    expect(list.items.find((i) => i.name === 'Bank statement')).toMatchObject({
      state: 'Missing',
      isRequired: false,
    });
    expect(list.stage).toBe('WithFirm');
  });
});

describe('the person a case belongs to', () => {
  it('is told of reviews in English when that is her language', async () => {
    const { caseId, passport } = await newCase();
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, clientUser.id));
    const since = t.smtp.received.length;
    await review(caseId, passport.id, { decision: 'Accept' });
    await t.smtp.messageTo(clientUser.email, since, 5000, 'Your document has been accepted');
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, clientUser.id));
  });
});

describe('a decision and what follows it', () => {
  it('takes no upload for a waived document, and lets the firm change its mind on an accepted one', async () => {
    const { caseId, passport, list } = await newCase();
    const optional = must(
      list.items.find((i) => !i.isRequired),
      'the optional item',
    );
    await review(caseId, optional.id, { decision: 'Waive', reason: 'Not receiving support' });
    const toWaived = await upload(caseId, optional.id);
    expect(toWaived.statusCode).toBe(409);
    expect(toWaived.json().code).toBe('ITEM_CLOSED');

    expect((await review(caseId, passport.id, { decision: 'Accept' })).statusCode).toBe(200);
    const changed = await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'nameMismatch' });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await checklist(caseId, client);
    expect(seen.items[0]).toMatchObject({ state: 'Rejected', reasonCode: 'nameMismatch' });
    expect(seen.stage).toBe('WaitingForClient');
    // Sent back, it is open again: a new version is taken.
    expect((await upload(caseId, passport.id)).statusCode).toBe(200);
  });

  it('refuses a decision on a version the reviewer never saw', async () => {
    const { caseId, passport } = await newCase();
    const seenVersion = must(passport.versions[0], "the Passport's version").id;
    await review(caseId, passport.id, {
      decision: 'Reject',
      reasonCode: 'unreadable',
      versionId: seenVersion,
    });
    // The client sends a new version while the reviewer still has the old one on screen.
    expect((await upload(caseId, passport.id)).statusCode).toBe(200);
    const stale = await review(caseId, passport.id, { decision: 'Accept', versionId: seenVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_NOT_CURRENT');
    const now = must((await checklist(caseId, solicitor)).items[0], 'the Passport item');
    expect(now.state).toBe('AwaitingReview');
    const current = must(now.versions[0], 'its current version');
    expect(current).toMatchObject({ isCurrent: true, reviewDecision: null });
    const fresh = await review(caseId, passport.id, { decision: 'Accept', versionId: current.id });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('takes no decision on a closed case', async () => {
    const { caseId, passport } = await newCase();
    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: solicitor,
      payload: { caseId, status: 'Closed' },
    });
    const refused = await review(caseId, passport.id, { decision: 'Reject', reasonCode: 'expired' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CASE_CLOSED');
    expect((await checklist(caseId, solicitor)).items[0]?.state).toBe('AwaitingReview');
  });
});

describe('an upload aimed at the wrong item', () => {
  it('answers an item of another case as missing, through the client’s own case, and claims nothing', async () => {
    const { caseId } = await newCase();
    const { passport: elsewhere } = await newCase();
    const filePath = await stage(t, client);
    const res = await post(API.uploadChecklistDocument.path, client, {
      caseId,
      itemId: elsewhere.id,
      filePath,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CHECKLIST_ITEM_NOT_FOUND');
    // The staged file is still the client's to use, on the right item.
    const { caseId: other } = await newCase();
    const [, , nass] = (await checklist(other, client)).items;
    const nassId = must(nass, 'the NASS letter item').id;
    await review(other, nassId, { decision: 'Reject', reasonCode: 'expired' });
    const reused = await post(API.uploadChecklistDocument.path, client, {
      caseId: other,
      itemId: nassId,
      filePath,
    });
    expect(reused.statusCode, reused.body).toBe(200);
  });

  it('adds no item when an additional document is refused', async () => {
    const { caseId } = await newCase();
    const before = (await checklist(caseId, solicitor)).items.length;
    const notMine = await stage(t, otherClient);
    const res = await post(API.addCaseDocument.path, client, {
      caseId,
      filePath: notMine,
      documentName: 'Tenancy agreement',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await checklist(caseId, solicitor)).items).toHaveLength(before);

    const added = await post(API.addCaseDocument.path, client, {
      caseId,
      filePath: await stage(t, client, 'tenancy.pdf'),
    });
    expect(added.statusCode, added.body).toBe(200);
    // Unnamed, it takes the file's own name: no English words put in the client's checklist.
    const items = (await checklist(caseId, solicitor)).items;
    expect(items).toHaveLength(before + 1);
    expect(items.at(-1)).toMatchObject({ kind: 'additional', name: 'tenancy.pdf', state: 'AwaitingReview' });
  });
});

describe('finding a client', () => {
  it('finds every client for an administrator; for a solicitor, her own clients, or another by whole e-mail', async () => {
    const stranger = await createUser(t.db, 'Client', { firstName: 'Zeynep' });
    const find = async (headers: Record<string, string>, q = 'zeynep') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API.findClients.path}?q=${encodeURIComponent(q)}`,
          headers,
        })
      )
        .json()
        .data.map((c: { id: string }) => c.id);
    expect(await find(admin)).toEqual([stranger.id]);
    expect(await find(solicitor)).toEqual([]);
    // Part of an address finds nothing; the whole of it, in any case, finds her.
    expect(await find(solicitor, stranger.email.slice(0, -3))).toEqual([]);
    expect(await find(solicitor, ` ${stranger.email.toUpperCase()} `)).toEqual([stranger.id]);
    const strangerAuth = (await signIn(t, stranger)).auth;
    const caseId = await openCase(t, strangerAuth, type);
    await t.app.inject({
      method: 'PUT',
      url: `${API.assignSolicitor.path}?caseId=${caseId}&solicitorId=${solicitorUser.id}`,
      headers: admin,
    });
    expect(await find(solicitor)).toEqual([stranger.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API.findClients.path}?q=zeynep`, headers: client }))
        .statusCode,
    ).toBe(403);
  });
});

describe('a case type that changes', () => {
  it('brings a newly required document to its open cases, and drops an unsent one it no longer asks for', async () => {
    const changing = await seedCaseType(t, admin, 'Family reunion');
    const open = await openCase(t, client, changing);
    const closed = await openCase(t, client, changing);
    await t.app.inject({
      method: 'PUT',
      url: API.changeCaseStatus.path,
      headers: admin,
      payload: { caseId: closed, status: 'Closed' },
    });
    const body = caseTypeBody('Family reunion');
    const update = (requiredDocuments: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: API.updateCaseType.path,
        headers: admin,
        payload: { ...body, id: changing.id, requiredDocuments },
      });
    const kept = changing.requiredDocuments.map((d) => ({ ...d, documentTypeId: '1' }));
    const added = await update([...kept, { documentTypeId: '1', documentName: 'Marriage certificate' }]);
    expect(added.statusCode, added.body).toBe(200);

    const names = async (caseId: number) => (await checklist(caseId, admin)).items.map((i) => i.name);
    const openList = await checklist(open, admin);
    expect(openList.items.find((i) => i.name === 'Marriage certificate')).toMatchObject({
      state: 'Missing',
      isRequired: true,
      kind: 'required',
    });
    expect(openList.stage).toBe('WaitingForClient');
    expect(await names(closed)).not.toContain('Marriage certificate');

    // Taken away again before anything was sent: it leaves the open case's checklist.
    expect((await update(kept)).statusCode).toBe(200);
    expect(await names(open)).not.toContain('Marriage certificate');
    expect((await checklist(open, admin)).stage).toBe('WithFirm');
  });
});

describe('a rejection written as the issue reads it', () => {
  it('takes words alone as an "other" reason', async () => {
    const { caseId, passport } = await newCase();
    const res = await review(caseId, passport.id, { decision: 'Reject', reason: 'The photo is cut off.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checklist(caseId, client)).items[0]).toMatchObject({
      state: 'Rejected',
      reasonCode: 'other',
      reason: 'The photo is cut off.',
    });
  });
});

describe('the automatic check of each version', () => {
  const finding = (
    code: DocumentFinding['code'],
    tone: DocumentFinding['tone'],
    params: DocumentFinding['params'] = {},
  ): DocumentFinding => ({ code, tone, params, confidence: 84 });
  const FINDINGS = [
    finding('blurred', 'warn', { blur: 0.52 }),
    finding('kindDiffers', 'warn', { found: 'bankStatement', expected: 'passport', cues: 'sort code' }),
    finding('expired', 'warn', { date: '2024-06-04', source: 'mrz' }),
    finding('nameClose', 'info', { name: 'Amira', found: 'Amirah' }),
    finding('pagesMissing', 'warn', { missing: '2', total: 3 }),
  ];

  /** Written as the worker writes it (the worker is another part's); replaces a check already queued. */
  async function checkOf(
    documentId: number,
    caseId: number,
    values: Partial<typeof documentChecks.$inferInsert>,
  ) {
    const row = { documentId, caseId, leaseUntil: t.clock.now(), createdAt: t.clock.now(), ...values };
    await t.db
      .insert(documentChecks)
      .values(row)
      .onConflictDoUpdate({ target: documentChecks.documentId, set: row });
  }
  const versionOf = async (caseId: number, itemId: number, headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.getCaseChecklist.path}?id=${caseId}`,
      headers,
    });
    const item = res.json().data.items.find((i: { id: number }) => i.id === itemId);
    return item.versions[0];
  };

  it('shows staff every finding and the client only how to send a better photo', async () => {
    const { caseId, passport } = await newCase();
    const documentId = must(passport.versions[0], 'the first version').id;
    await checkOf(documentId, caseId, {
      status: 'done',
      findings: FINDINGS,
      confidence: 84,
      pages: 1,
      checkedAt: new Date('2026-11-28T10:00:05Z'),
    });

    expect((await versionOf(caseId, passport.id, solicitor)).check).toEqual({
      status: 'done',
      findings: FINDINGS,
      confidence: 84,
      pages: 1,
      checkedAt: '2026-11-28T10:00:05.000Z',
    });
    const seen = (await versionOf(caseId, passport.id, client)).check;
    // A legal judgement (the kind, the expiry, the name) is the solicitor's to tell her.
    expect(seen.findings.map((f: { code: string }) => f.code)).toEqual(['blurred', 'pagesMissing']);
    expect(seen.status).toBe('done');
  });

  it('says checking while queued or running, failed when it could not run, and null for a version without one', async () => {
    const { caseId, passport, list } = await newCase();
    const documentId = must(passport.versions[0], 'the first version').id;
    await checkOf(documentId, caseId, { status: 'running' });
    expect((await versionOf(caseId, passport.id, client)).check).toEqual({
      status: 'running',
      findings: [],
      confidence: null,
      pages: null,
      checkedAt: null,
    });
    await checkOf(documentId, caseId, { status: 'failed', lastError: 'timeout' });
    const failed = (await versionOf(caseId, passport.id, solicitor)).check;
    expect(failed.status).toBe('failed');
    // Only a code is stored, and it is not shown: a failure to check is nobody's fault.
    expect(failed).not.toHaveProperty('lastError');

    const witness = must(
      list.items.find((i) => i.name === 'Witness statement'),
      'the Witness statement item',
    );
    const witnessDocument = must(witness.versions[0], 'its version').id;
    await t.db.delete(documentChecks).where(eq(documentChecks.documentId, witnessDocument));
    expect((await versionOf(caseId, witness.id, solicitor)).check).toBeNull();
  });

  it('belongs to its own version: an older version keeps its findings beside the new one', async () => {
    const { caseId, passport } = await newCase();
    const first = must(passport.versions[0], 'the first version').id;
    await checkOf(first, caseId, { status: 'done', findings: [finding('blurred', 'warn')] });
    expect((await upload(caseId, passport.id)).statusCode).toBe(200);
    const versions = must(
      (await checklist(caseId, solicitor)).items.find((i) => i.id === passport.id),
      'the Passport item',
    ).versions;
    expect(versions).toHaveLength(2);
    expect(versions.find((v) => v.id === first)?.check?.findings).toHaveLength(1);
    // The same bytes again: the new version carries only what its upload found at once, not the old blur.
    const newer = versions.find((v) => v.id !== first)?.check;
    expect(newer?.status).toBe('queued');
    expect(newer?.findings.map((f) => f.code)).toEqual(['duplicateFile']);
    // She is told too: she may have picked the wrong file.
    const hers = must(
      (await checklist(caseId, client)).items.find((i) => i.id === passport.id),
      'her Passport item',
    ).versions;
    expect(hers[0]?.check?.findings.map((f) => f.code)).toEqual(['duplicateFile']);
  });
});
