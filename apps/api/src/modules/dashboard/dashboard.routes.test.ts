import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
let solicitorA: TestUser;
let cases: { a1: number; a2: number; a3: number; b1: number };

const dashboard = (who: string, range = 'ALL') =>
  t.app
    .inject({ method: 'GET', url: `/api/Dashboard/GetDashboard?range=${range}`, headers: auth[who] })
    .then((r) => r.json().data);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await signIn(t, await createUser(t.db, 'Admin', { firstName: 'Ada', lastName: 'Admin' })))
    .auth;
  const clientA = (await signIn(t, await createUser(t.db, 'Client', { firstName: 'Amina', lastName: 'A' })))
    .auth;
  const clientB = (await signIn(t, await createUser(t.db, 'Client', { firstName: 'Bo', lastName: 'B' })))
    .auth;
  Object.assign(auth, { admin, clientA, clientB });
  solicitorA = await createUser(t.db, 'Solicitor', { firstName: 'Grace', lastName: 'Okafor' });
  auth.solicitorA = (await signIn(t, solicitorA)).auth;
  auth.solicitorB = (
    await signIn(t, await createUser(t.db, 'Solicitor', { firstName: 'Idle', lastName: 'Solicitor' }))
  ).auth;
  const type = await seedCaseType(t, admin, 'Asylum claim');
  const other = await seedCaseType(t, admin, 'Family reunion');
  cases = {
    a1: await openCase(t, clientA, type),
    a2: await openCase(t, clientA, type),
    a3: await openCase(t, clientA, other),
    b1: await openCase(t, clientB, type),
  };
  for (const id of [cases.a1, cases.a2]) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/case/AssignSolictor?caseId=${id}&solicitorId=${solicitorA.id}`,
      headers: auth.admin,
    });
  }
  await t.app.inject({
    method: 'PUT',
    url: '/api/case/ChangeCaseStatus',
    headers: auth.solicitorA,
    payload: { caseId: cases.a2, status: 'Closed' },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/case/ChangeCaseStatus',
    headers: auth.admin,
    payload: { caseId: cases.a3, status: 'Pending' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/case/AddCaseNote',
    headers: auth.solicitorA,
    payload: { caseId: cases.a1, text: 'Internal only' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/case/AddCaseNote',
    headers: auth.solicitorA,
    payload: { caseId: cases.a1, text: 'Shared with you', isSharedWithClient: true },
  });
});
afterAll(() => t.close());

describe('the dashboard', () => {
  it('shows the firm to an administrator', async () => {
    const d = await dashboard('admin');
    expect(d.user).toEqual({ fullName: 'Ada Admin', role: 'Admin' });
    expect(d.figures).toMatchObject({ open: 2, pending: 1, closed: 1, awaitingDocuments: 0, unassigned: 2 });
    expect(d.recentCases).toHaveLength(4);
    expect(d.popularCaseTypes[0]).toMatchObject({ caseTypeName: 'Asylum claim', cases: 3 });
    expect(d.caseloads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ solicitorName: 'Grace Okafor', open: 1 }),
        expect.objectContaining({ solicitorName: 'Idle Solicitor', open: 0 }),
      ]),
    );
    const total = d.chart.points.reduce((n: number, p: { opened: number }) => n + p.opened, 0);
    expect(total).toBe(4);
    expect(d.chart.points.reduce((n: number, p: { closed: number }) => n + p.closed, 0)).toBe(1);
  });

  it('shows a solicitor only their cases, and a client only their own', async () => {
    const s = await dashboard('solicitorA');
    expect(s.figures).toMatchObject({ open: 1, pending: 0, closed: 1, awaitingDocuments: 0, unassigned: 0 });
    expect(s.caseloads).toEqual([]);
    expect(s.latestNotes.map((n: { text: string }) => n.text)).toEqual(['Shared with you', 'Internal only']);
    const c = await dashboard('clientA');
    expect(c.figures).toMatchObject({ open: 1, pending: 1, closed: 1, awaitingDocuments: 0, unassigned: 1 });
    // A client has no work queues.
    expect(c.figures).toMatchObject({ awaitingMyReview: 0, waitingForClient: 0, overdue: 0 });
    expect(c.latestNotes.map((n: { text: string }) => n.text)).toEqual(['Shared with you']);
    const b = await dashboard('clientB');
    expect(b.figures.open).toBe(1);
    expect(b.recentCases.map((r: { id: number }) => r.id)).toEqual([cases.b1]);
  });

  it('counts cases still waiting for a required document', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/case/UpdateCaseType',
      headers: auth.admin,
      payload: await (async () => {
        const type = (
          await t.app.inject({ method: 'GET', url: '/api/Case/GetCaseTypesAsync', headers: auth.admin })
        )
          .json()
          .data.find((x: { caseTypeName: string }) => x.caseTypeName === 'Family reunion');
        return {
          id: type.id,
          caseTypeName: type.caseTypeName,
          requiredDocuments: [
            ...type.requiredDocuments.map((d: object) => ({ ...d, documentTypeId: '1' })),
            { documentTypeId: '1', documentName: 'Marriage certificate' },
          ],
          eligibilityDocuments: type.eligibilityDocuments.map((d: object) => ({ ...d, documentTypeId: '2' })),
        };
      })(),
    });
    expect((await dashboard('admin')).figures.awaitingDocuments).toBe(1);
  });

  it('gives a client her cases not closed, each with what it still needs from her, and staff none', async () => {
    // a3 now needs its marriage certificate (the test above); a1's passport is sent back.
    const checklist = (
      await t.app.inject({
        method: 'GET',
        url: `/api/case/GetCaseChecklist?id=${cases.a1}`,
        headers: auth.admin,
      })
    ).json().data;
    const passport = must(
      checklist.items.find((item: { kind: string }) => item.kind === 'required'),
      "a1's required document",
    );
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/case/ReviewDocument',
      headers: auth.solicitorA,
      payload: { caseId: cases.a1, itemId: passport.id, decision: 'Reject', reasonCode: 'unreadable' },
    });
    expect(review.statusCode).toBe(200);

    const home = (await dashboard('clientA')).myCases;
    // Newest first; the closed a2 is not there.
    expect(home.map((c: { id: number }) => c.id)).toEqual([cases.a3, cases.a1]);
    const owed = (id: number) =>
      home
        .find((c: { id: number }) => c.id === id)
        .owed.map((o: { name: string; state: string; isOverdue: boolean }) => [o.name, o.state, o.isOverdue]);
    expect(owed(cases.a3)).toEqual([['Marriage certificate', 'Missing', false]]);
    expect(owed(cases.a1)).toEqual([[passport.name, 'Rejected', false]]);
    expect(home[1]).toMatchObject({
      caseTypeName: 'Asylum claim',
      solicitorName: 'Grace Okafor',
      stage: 'WaitingForClient',
    });

    // Another client's cases never; staff have the firm's figures instead.
    expect((await dashboard('clientB')).myCases.map((c: { id: number }) => c.id)).toEqual([cases.b1]);
    expect((await dashboard('admin')).myCases).toEqual([]);
    expect((await dashboard('solicitorA')).myCases).toEqual([]);
  });

  it('links each figure to a case list that agrees with it', async () => {
    const figures = (await dashboard('admin')).figures;
    const total = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/case/SearchCases?${query}`, headers: auth.admin })
      ).json().data.totalItems;
    expect(await total('status=Open')).toBe(figures.open);
    expect(await total('status=Pending')).toBe(figures.pending);
    expect(await total('status=Closed')).toBe(figures.closed);
    expect(await total('filter=unassigned')).toBe(figures.unassigned);
    expect(await total('filter=awaitingDocuments')).toBe(figures.awaitingDocuments);
  });

  it('draws 1M by day and 1Y by month', async () => {
    expect((await dashboard('admin', '1M')).chart.points).toHaveLength(30);
    const year = await dashboard('admin', '1Y');
    expect(year.chart.points).toHaveLength(12);
    expect(year.chart.points.at(-1).opened).toBe(4);
  });
});

describe('notifications', () => {
  it('tell the solicitor of an assignment and a document upload, the client of a status change', async () => {
    const bell = (who: string) =>
      t.app
        .inject({ method: 'GET', url: '/api/Notifications', headers: auth[who] })
        .then((r) => r.json().data);
    const s = await bell('solicitorA');
    expect(s.items.map((n: { kind: string }) => n.kind)).toContain('case.solicitor_assigned');
    const { stage } = await import('../../../test/case-fixtures.ts');
    await t.app.inject({
      method: 'POST',
      url: '/api/case/AddCaseDocument',
      headers: auth.clientA,
      payload: {
        caseId: cases.a1,
        filePath: await stage(t, must(auth.clientA, "client A's sign-in")),
        documentName: 'New evidence',
      },
    });
    const after = await bell('solicitorA');
    expect(after.items[0]).toMatchObject({ kind: 'document.uploaded', caseId: cases.a1, isRead: false });
    expect(after.unread).toBe(s.unread + 1);
    const c = await bell('clientA');
    expect(c.items.map((n: { kind: string }) => n.kind)).toContain('case.status_changed');
    const admins = await bell('admin');
    expect(admins.items.filter((n: { kind: string }) => n.kind === 'case.created')).toHaveLength(4);
    await t.app.inject({
      method: 'POST',
      url: '/api/Notifications/MarkRead',
      headers: auth.solicitorA,
      payload: {},
    });
    expect((await bell('solicitorA')).unread).toBe(0);
  });
});

describe('the top-bar search', () => {
  it('finds cases, case types and people within what the user may see', async () => {
    const find = (who: string, q: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/Search?q=${encodeURIComponent(q)}`, headers: auth[who] })
        .then((r) => r.json().data);
    const admin = await find('admin', 'amina');
    expect(admin.cases.length).toBe(3);
    expect(admin.users.map((u: { fullName: string }) => u.fullName)).toContain('Amina A');
    const clientB = await find('clientB', 'amina');
    expect(clientB.cases).toEqual([]);
    expect(clientB.users).toEqual([]);
    expect(
      (await find('clientB', 'asylum')).caseTypes.map((c: { caseTypeName: string }) => c.caseTypeName),
    ).toEqual(['Asylum claim']);
  });
});

describe('the audit log', () => {
  it('filters by case and action', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Audit/GetAuditEvents?caseId=${cases.a1}&action=case.`,
      headers: auth.admin,
    });
    const actions = res.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['case.created', 'case.solicitor_assigned', 'case.note_added']),
    );
    expect(actions.every((a: string) => a.startsWith('case.'))).toBe(true);
  });

  it('refuses dates the database cannot compare with a 400 that says why', async () => {
    for (const query of ['from=0000-01-01', 'to=9999-12-31', 'from=2026-02-30']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Audit/GetAuditEvents?${query}`,
        headers: auth.admin,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const bounded = await t.app.inject({
      method: 'GET',
      url: '/api/Audit/GetAuditEvents?from=1900-01-01&to=9999-12-30',
      headers: auth.admin,
    });
    expect(bounded.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Audit/GetAuditEvents?from=0000-01-01',
      headers: auth.admin,
    });
    expect(res.json().responseMessage).toContain('Enter a date from 1900-01-01 to 9999-12-30.');
  });
});

describe('maintenance mode', () => {
  it('answers 503 to every API call but the health checks', async () => {
    const m = await buildTestApp({ env: { MAINTENANCE: '1' } });
    try {
      const res = await m.app.inject({ method: 'POST', url: '/api/Account/Login', payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.headers['x-docket-maintenance']).toBe('1');
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect((await m.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The route decides, not the spelling of its address.
      const respelled = await m.app.inject({ method: 'POST', url: '/%61pi/Account/Login', payload: {} });
      expect(respelled.statusCode).toBe(503);
    } finally {
      await m.close();
    }
  });
});
