import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { caseDocuments, caseTypeDocuments, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
let clientUser: TestUser;
let solicitorUser: TestUser;
let solicitor: Record<string, string>;
let type: CaseTypeRead;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Amina', lastName: 'Yusuf' });
  client = (await signIn(t, clientUser)).auth;
  solicitorUser = await createUser(t.db, 'Solicitor', { firstName: 'Grace', lastName: 'Okafor' });
  solicitor = (await signIn(t, solicitorUser)).auth;
  type = await seedCaseType(t, admin, 'Asylum claim');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const assign = (caseId: number, solicitorId: string) =>
  send('PUT', `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitorId}`, admin);

describe('assigning a solicitor', () => {
  it('sets the solicitor, shows their name, and gives them the case', async () => {
    const caseId = await openCase(t, client, type);
    const res = await assign(caseId, solicitorUser.id);
    expect(res.json()).toMatchObject({ success: true, responseMessage: 'Solicitor assigned successfully.' });
    expect((await get(`/api/Case/GetCaseById?id=${caseId}`, solicitor)).json().data.solicitorName).toBe(
      'Grace Okafor',
    );
  });

  it('refuses a user who is not a solicitor, or is locked', async () => {
    const caseId = await openCase(t, client, type);
    const notSolicitor = await createUser(t.db, 'Client');
    expect((await assign(caseId, notSolicitor.id)).statusCode).toBe(400);
    const locked = await createUser(t.db, 'Solicitor', { isLocked: true });
    expect((await assign(caseId, locked.id)).statusCode).toBe(400);
    const list = (await get('/api/Miscellaneous/GetSolictors', admin))
      .json()
      .data.map((s: { id: string }) => s.id);
    expect(list).toContain(solicitorUser.id);
    expect(list).not.toContain(locked.id);
    expect(list).not.toContain(notSolicitor.id);
  });
});

describe('status', () => {
  it('moves between Open, Pending and Closed by the assigned solicitor, with a timeline', async () => {
    const caseId = await openCase(t, client, type);
    await assign(caseId, solicitorUser.id);
    const change = (status: string, headers = solicitor) =>
      send('PUT', '/api/case/ChangeCaseStatus', headers, {
        caseId,
        status,
        reason: 'Waiting for the Home Office',
      });
    expect((await change('Pending')).statusCode).toBe(200);
    expect((await change('Pending')).statusCode).toBe(400);
    expect((await change('Closed')).statusCode).toBe(200);
    expect((await get(`/api/Case/GetCaseById?id=${caseId}`, client)).json().data.status).toBe('Closed');
    const timeline = (await get(`/api/case/GetCaseTimeline?caseId=${caseId}`, admin)).json().data;
    const actions = timeline.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['case.created', 'case.solicitor_assigned', 'case.status_changed']),
    );
    const statusEvents = timeline.filter((e: { action: string }) => e.action === 'case.status_changed');
    expect(statusEvents[0].details).toMatchObject({ from: 'Pending', to: 'Closed' });
    expect(statusEvents[0].actorName).toBe('Grace Okafor');
  });
});

describe('notes', () => {
  it('keeps staff notes internal unless shared; the client reads shared notes and writes their own', async () => {
    const caseId = await openCase(t, client, type);
    await assign(caseId, solicitorUser.id);
    const add = (headers: Record<string, string>, text: string, isSharedWithClient = false) =>
      send('POST', '/api/case/AddCaseNote', headers, { caseId, text, isSharedWithClient });
    expect((await add(solicitor, 'Internal: check the dates')).statusCode).toBe(200);
    await add(solicitor, 'Your interview is on Monday', true);
    await add(client, 'I have a new address');
    const forClient = (await get(`/api/case/GetCaseNotes?caseId=${caseId}`, client))
      .json()
      .data.map((n: { text: string }) => n.text);
    expect(forClient).toEqual(['I have a new address', 'Your interview is on Monday']);
    const forStaff = (await get(`/api/case/GetCaseNotes?caseId=${caseId}`, admin)).json().data;
    expect(forStaff).toHaveLength(3);
    expect(forStaff[0]).toMatchObject({
      text: 'I have a new address',
      authorName: 'Amina Yusuf',
      authorRole: 'Client',
      isSharedWithClient: true,
    });
    const empty = await add(client, '   ');
    expect(empty.statusCode).toBe(400);
  });
});

describe('documents on an existing case', () => {
  it('adds and replaces documents, keeping the old file on record, and records every view and download', async () => {
    const caseId = await openCase(t, client, type);
    const required = must(type.requiredDocuments[0], 'a required document');
    const replace = await send('POST', '/api/case/AddCaseDocument', client, {
      caseId,
      documentDefinitionId: required.id,
      filePath: await stage(t, client, 'passport-new.pdf'),
    });
    expect(replace.statusCode).toBe(200);
    const extra = await send('POST', '/api/case/AddCaseDocument', client, {
      caseId,
      filePath: await stage(t, client, 'letter.pdf'),
      documentName: 'Letter from GP',
    });
    expect(extra.statusCode).toBe(200);
    const detail = (await get(`/api/Case/GetCaseById?id=${caseId}`, client)).json().data;
    const names = detail.documents.map(
      (d: { documentName: string; fileName: string }) => `${d.documentName}:${d.fileName}`,
    );
    expect(names).toContain(`${required.documentName}:passport-new.pdf`);
    expect(names).toContain('Letter from GP:letter.pdf');
    expect(detail.documents).toHaveLength(4);

    const key = detail.documents.find((d: { fileName: string }) => d.fileName === 'letter.pdf').filePath;
    await t.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile?inline=true',
      headers: { ...admin, filePath: key },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/DownloadFile',
      headers: { ...admin, filePath: key },
    });
    const actions = (await get(`/api/case/GetCaseTimeline?caseId=${caseId}`, admin))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['document.uploaded', 'document.viewed', 'document.downloaded']),
    );
  });

  it('serves a case document through DownloadFile only, and records no read it refused', async () => {
    const type = await seedCaseType(t, admin, 'Visa extension');
    const caseId = await openCase(t, client, type);
    const detail = (await get(`/api/Case/GetCaseById?id=${caseId}`, admin)).json().data;
    const key = detail.documents[0].filePath;
    const viaTemplates = await t.app.inject({
      method: 'GET',
      url: `/api/FileReceiver/GetExampleFile?fileName=${encodeURIComponent(key)}`,
      headers: admin,
    });
    expect(viaTemplates.statusCode).toBe(404);
    const actions = (await get(`/api/case/GetCaseTimeline?caseId=${caseId}`, admin))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(actions).not.toContain('document.downloaded');
  });

  it('shows the current documents in order, and the required documents still missing', async () => {
    const bail = await seedCaseType(t, admin, 'Bail application');
    const caseId = await openCase(t, client, bail);
    const passport = must(
      bail.requiredDocuments.find((d) => d.documentName === 'Passport'),
      'the Passport document',
    );
    await send('POST', '/api/case/AddCaseDocument', client, {
      caseId,
      documentDefinitionId: passport.id,
      filePath: await stage(t, client, 'passport-renewed.pdf'),
    });
    await send('POST', '/api/case/AddCaseDocument', admin, {
      caseId,
      filePath: await stage(t, admin, 'note.pdf'),
      documentName: 'File note',
    });
    // Required documents the type asks for after the case was opened; an archived one is not missing.
    const added = await t.db
      .insert(caseTypeDocuments)
      .values([
        { caseTypeId: bail.id, kind: 'required' as const, name: 'Birth certificate', position: 9 },
        { caseTypeId: bail.id, kind: 'required' as const, name: 'Proof of address', position: 8 },
        {
          caseTypeId: bail.id,
          kind: 'required' as const,
          name: 'Old form',
          position: 1,
          archivedAt: new Date(),
        },
      ])
      .returning({ id: caseTypeDocuments.id, name: caseTypeDocuments.name });
    const id = (name: string) =>
      must(
        added.find((d) => d.name === name),
        name,
      ).id;

    const detail = (await get(`/api/Case/GetCaseById?id=${caseId}`, client)).json().data;
    expect(detail.missingRequiredDocuments).toEqual([
      { id: id('Proof of address'), documentName: 'Proof of address' },
      { id: id('Birth certificate'), documentName: 'Birth certificate' },
    ]);
    const stored = await t.db
      .select({ doc: caseDocuments, uploader: users })
      .from(caseDocuments)
      .innerJoin(users, eq(users.id, caseDocuments.uploadedBy))
      .where(and(eq(caseDocuments.caseId, caseId), isNull(caseDocuments.replacedAt)))
      .orderBy(asc(caseDocuments.kind), asc(caseDocuments.uploadedAt), asc(caseDocuments.id));
    expect(detail.documents.map((d: { id: number }) => d.id)).toEqual(stored.map((s) => s.doc.id));
    for (const [i, { doc, uploader }] of stored.entries()) {
      expect(detail.documents[i]).toMatchObject({
        documentType: doc.kind,
        documentDefinitionId: doc.documentDefinitionId,
        uploadedAt: doc.uploadedAt.toISOString(),
        uploadedByName: `${uploader.firstName} ${uploader.lastName}`,
      });
    }
    expect(detail.documents).toHaveLength(4);
    expect(detail.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentName: 'Passport', fileName: 'passport-renewed.pdf' }),
        expect.objectContaining({
          documentName: 'File note',
          fileName: 'note.pdf',
          documentType: 'additional',
        }),
      ]),
    );
    expect(detail.permissions).toEqual({
      assignSolicitor: false,
      changeStatus: false,
      addDocument: true,
      reviewDocuments: false,
    });
    expect((await get(`/api/Case/GetCaseById?id=${caseId}`, admin)).json().data.permissions).toEqual({
      assignSolicitor: true,
      changeStatus: true,
      addDocument: true,
      reviewDocuments: true,
    });
    expect((await get(`/api/Case/GetCaseById?id=${caseId}`, solicitor)).statusCode).toBe(404);
  });

  it('refuses a definition of another case type', async () => {
    const caseId = await openCase(t, client, type);
    const other = await seedCaseType(t, admin, 'Other type');
    const res = await send('POST', '/api/case/AddCaseDocument', client, {
      caseId,
      documentDefinitionId: must(other.requiredDocuments[0], 'a required document').id,
      filePath: await stage(t, client),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the case list', () => {
  it('pages, searches (case type, client, solicitor, description) and sorts in the database', async () => {
    const listAdmin = async (query: string) =>
      (await get(`/api/case/SearchCases?${query}`, admin)).json().data;
    const other = await seedCaseType(t, admin, 'Zimbabwe family reunion');
    const caseId = await openCase(t, client, other);
    await assign(caseId, solicitorUser.id);
    const all = await listAdmin('pageNo=1&pageSize=2&sortColumn=createdAt&sortOrder=desc');
    expect(all).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalItems / 2));
    const page2 = await listAdmin('pageNo=2&pageSize=2&sortColumn=createdAt&sortOrder=desc');
    expect(page2.items[0].id).not.toBe(all.items[0].id);
    for (const query of ['zimbabwe', 'OKAFOR', 'amina yusuf', 'screening unit']) {
      const found = await listAdmin(`searchQuery=${encodeURIComponent(query)}`);
      expect(found.items.length, query).toBeGreaterThan(0);
    }
    const onlyZim = await listAdmin('searchQuery=zimbabwe');
    expect(
      onlyZim.items.every((c: { caseTypeName: string }) => c.caseTypeName === 'Zimbabwe family reunion'),
    ).toBe(true);
    const none = await listAdmin('searchQuery=%25nothing_like_this%25');
    expect(none).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
    const byType = (await listAdmin('sortColumn=caseTypeName&sortOrder=asc&pageSize=1000')).items.map(
      (c: { caseTypeName: string }) => c.caseTypeName,
    );
    expect(byType).toEqual([...byType].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await get('/api/case/SearchCases?pageSize=5000', admin)).statusCode).toBe(400);
    // A sort column that names a member of every object is just unknown: the default order.
    for (const column of ['__proto__', 'constructor', 'toString'])
      expect((await get(`/api/case/SearchCases?sortColumn=${column}`, admin)).statusCode, column).toBe(200);
  });

  it('answers GetCases as the specification calls it: a plain list, paged only when asked', async () => {
    const everything = (await get('/api/case/SearchCases?pageSize=1000', admin)).json().data;
    const plain = await get('/api/Case/GetCases', admin);
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json().data)).toBe(true);
    expect(plain.json().data.map((c: { id: number }) => c.id)).toEqual(
      everything.items.map((c: { id: number }) => c.id),
    );
    expect(plain.json().data[0]).toMatchObject({
      id: expect.any(Number),
      caseTypeName: expect.any(String),
      clientName: expect.any(String),
      supportType: expect.any(Number),
      createdAt: expect.any(String),
    });
    const page2 = (await get('/api/Case/GetCases?pageNo=2&pageSize=1', admin)).json().data;
    expect(page2).toEqual([everything.items[1]]);
    // A client sees only their own cases in it, as in every list.
    const own = (await get('/api/Case/GetCases', client)).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c: { clientId: string }) => c.clientId === own[0].clientId)).toBe(true);
  });

  it('follows a renamed client into the list and its search', async () => {
    const renamed = await createUser(t.db, 'Client', { firstName: 'Before', lastName: 'Rename' });
    const auth = (await signIn(t, renamed)).auth;
    await openCase(t, auth, type);
    await send('POST', '/api/User/UpdatePersonalInfo', auth, {
      firstName: 'Khadija',
      lastName: 'Renamed',
      gender: 'female',
      phoneNumber: '07700900123',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, renamed.id));
    expect(row?.firstName).toBe('Khadija');
    const found = (await get('/api/case/SearchCases?searchQuery=khadija', admin)).json().data.items;
    expect(found.map((c: { clientName: string }) => c.clientName)).toContain('Khadija Renamed');

    const renamedType = await seedCaseType(t, admin, 'Temporary name');
    await openCase(t, auth, renamedType);
    const body = {
      id: renamedType.id,
      caseTypeName: 'Permanent name',
      requiredDocuments: renamedType.requiredDocuments.map((d) => ({ ...d, documentTypeId: '1' })),
      eligibilityDocuments: renamedType.eligibilityDocuments.map((d) => ({ ...d, documentTypeId: '2' })),
    };
    expect((await send('PUT', '/api/case/UpdateCaseType', admin, body)).statusCode).toBe(200);
    const byType = (await get('/api/case/SearchCases?searchQuery=permanent', admin)).json().data.items;
    expect(byType.map((c: { caseTypeName: string }) => c.caseTypeName)).toEqual(['Permanent name']);
  });
});
