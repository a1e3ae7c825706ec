import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { caseTypeBody, createCaseTypeViaApi, uploadTemplate } from '../../../test/case-type-fixtures.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { TINY_PDF } from '../../../test/upload.ts';
import { auditEvents, cases, caseTypes } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
let solicitor: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  solicitor = (await signIn(t, await createUser(t.db, 'Solicitor'))).auth;
});
afterAll(() => t.close());

const create = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/case/CreateCaseType', headers, payload: payload as object });
const getById = (id: number, headers = client) =>
  t.app.inject({ method: 'GET', url: `/api/Case/GetCaseTypeById?id=${id}`, headers });

describe('creating a case type', () => {
  it('stores the type with its documents and templates, readable by every signed-in user', async () => {
    const passport = await uploadTemplate(t, admin);
    const nass = await uploadTemplate(t, admin, 'nass.pdf');
    const res = await create(caseTypeBody('Asylum claim', { passport, nass }));
    expect(res.statusCode).toBe(200);
    expect(res.json().responseMessage).toBe('Case type created successfully.');
    const id = res.json().data.id;
    const read = await getById(id, solicitor);
    expect(read.json().data).toMatchObject({
      id,
      caseTypeName: 'Asylum claim',
      requiresEligibilityDocuments: true,
      requiresSupportTypeDocuments: true,
      allowedSupportTypes: [1, 2, 3],
      isArchived: false,
      requiredDocuments: [
        {
          documentName: 'Passport',
          description: 'Photo page',
          isRequired: true,
          templateUrl: passport,
          orignalFileName: 'passport-guide.pdf',
          supportType: null,
        },
        { documentName: 'Witness statement', isRequired: true, templateUrl: null },
      ],
      eligibilityDocuments: [
        { documentName: 'NASS letter', isRequired: false, supportType: 1, templateUrl: nass },
        { documentName: 'Bank statement', supportType: 2 },
      ],
    });
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/FileReceiver/GetExampleFile?fileName=${passport}`,
      headers: client,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('template.pdf');
    expect(template.rawPayload.equals(TINY_PDF)).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/Case/GetCaseTypesAsync', headers: client });
    expect(list.json().data.map((c: { caseTypeName: string }) => c.caseTypeName)).toContain('Asylum claim');
  });

  it('is for administrators only', async () => {
    expect((await create(caseTypeBody('Client try'), client)).statusCode).toBe(403);
    expect((await create(caseTypeBody('Solicitor try'), solicitor)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/case/CreateCaseType', payload: caseTypeBody('Anon') }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Case/GetCaseTypesAsync' })).statusCode).toBe(401);
  });

  it('refuses a name already in use, whatever its case', async () => {
    await createCaseTypeViaApi(t, admin, 'Family Reunion');
    const res = await create(caseTypeBody('family REUNION'));
    expect(res.statusCode).toBe(409);
    expect(res.json().responseMessage).toBe('A case type with this name already exists.');
  });

  it('validates with the spec messages', async () => {
    const res = await create({
      caseTypeName: '',
      requiredDocuments: [{ documentTypeId: '1', documentName: '' }],
      eligibilityDocuments: [{ documentTypeId: '2', documentName: 'Letter', supportType: 0 }],
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Case type name is required',
        'Document name is required',
        'Support type is required for eligibility documents',
      ]),
    );
  });

  it('needs at least one document, created or edited', async () => {
    const empty = { caseTypeName: 'No documents', requiredDocuments: [], eligibilityDocuments: [] };
    const res = await create(empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'requiredDocuments',
        errorMessage: 'Add at least one document to the case type.',
        code: 'caseType.documents.required',
      },
    ]);
    const id = await createCaseTypeViaApi(t, admin, 'Emptied later');
    const emptied = await t.app.inject({
      method: 'PUT',
      url: '/api/case/UpdateCaseType',
      headers: admin,
      payload: { ...empty, caseTypeName: 'Emptied later', id },
    });
    expect(emptied.statusCode).toBe(400);
    expect((await getById(id)).json().data.requiredDocuments.length).toBeGreaterThan(0);
  });

  it('needs a support type other than None, or no case of it could be opened', async () => {
    for (const allowedSupportTypes of [[], [0]]) {
      const res = await create({
        caseTypeName: `No support ${allowedSupportTypes.length}`,
        requiredDocuments: [{ documentTypeId: '1', documentName: 'Passport' }],
        allowedSupportTypes,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: 'allowedSupportTypes',
          errorMessage: 'Allow at least one support type.',
          code: 'caseType.supportTypes.required',
        },
      ]);
    }
  });

  it('writes nothing when any part fails: one transaction', async () => {
    const someoneElses = await uploadTemplate(t, (await signIn(t, await createUser(t.db, 'Admin'))).auth);
    const before = must((await t.db.select({ n: count() }).from(caseTypes))[0], 'the count').n;
    const res = await create(caseTypeBody('Half made', { nass: someoneElses }));
    expect(res.statusCode).toBe(400);
    const after = must((await t.db.select({ n: count() }).from(caseTypes))[0], 'the count').n;
    expect(after).toBe(before);
  });

  it('refuses template uploads from anyone but administrators', async () => {
    const { upload } = await import('../../../test/upload.ts');
    const res = await upload(t, client, 'template.pdf', TINY_PDF, 'template');
    expect(res.statusCode).toBe(403);
  });
});

describe('editing a case type', () => {
  it('updates fields, adds and removes documents and replaces templates', async () => {
    const id = await createCaseTypeViaApi(t, admin, 'Student visa');
    const current = (await getById(id)).json().data;
    const newTemplate = await uploadTemplate(t, admin, 'cas-guide.pdf');
    const body = {
      ...caseTypeBody('Student visa (Tier 4)'),
      id,
      requiredDocuments: [
        {
          ...current.requiredDocuments[0],
          documentTypeId: '1',
          documentName: 'Passport and BRP',
          templateUrl: newTemplate,
          orignalFileName: 'cas-guide.pdf',
        },
        { documentTypeId: '1', documentName: 'CAS letter', description: 'From the university' },
      ],
      eligibilityDocuments: [],
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/case/UpdateCaseType',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const updated = (await getById(id)).json().data;
    expect(updated.caseTypeName).toBe('Student visa (Tier 4)');
    expect(updated.requiresEligibilityDocuments).toBe(false);
    expect(updated.requiredDocuments.map((d: { documentName: string }) => d.documentName)).toEqual([
      'Passport and BRP',
      'CAS letter',
    ]);
    expect(updated.requiredDocuments[0].id).toBe(current.requiredDocuments[0].id);
    expect(updated.requiredDocuments[0].templateUrl).toBe(newTemplate);
    expect(updated.eligibilityDocuments).toEqual([]);
  });

  it('is for administrators only and answers 404 for a missing type', async () => {
    const id = await createCaseTypeViaApi(t, admin, 'Spouse visa');
    const body = { ...caseTypeBody('Spouse visa'), id };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/case/UpdateCaseType', headers: client, payload: body }))
        .statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/case/UpdateCaseType',
      headers: admin,
      payload: { ...body, id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a document’s automatic check settings', () => {
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/case/UpdateCaseType', headers: admin, payload });
  const statement = (extra: object) => ({
    documentTypeId: '1',
    documentName: 'Bank statement',
    description: null,
    ...extra,
  });
  type Doc = { id: number; documentName: string; checkKind: string | null; maxAgeMonths: number | null };

  it('are stored with the document, answered with it, and null when a spec client leaves them out', async () => {
    const res = await create({
      ...caseTypeBody('Checks: stored'),
      requiredDocuments: [
        statement({ checkKind: 'bankStatement', maxAgeMonths: 3 }),
        { documentTypeId: '1', documentName: 'Passport' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const docs: Doc[] = (await getById(res.json().data.id)).json().data.requiredDocuments;
    expect(docs.map((d) => [d.documentName, d.checkKind, d.maxAgeMonths])).toEqual([
      ['Bank statement', 'bankStatement', 3],
      ['Passport', null, null],
    ]);
  });

  it('are kept by an update that leaves them out (the spec’s own update), and cleared by null', async () => {
    const created = await create({
      ...caseTypeBody('Checks: kept'),
      requiredDocuments: [statement({ checkKind: 'bankStatement', maxAgeMonths: 3 })],
    });
    const id = created.json().data.id as number;
    const [saved] = (await getById(id)).json().data.requiredDocuments as Doc[];
    const withDoc = (doc: object) => ({ ...caseTypeBody('Checks: kept'), id, requiredDocuments: [doc] });

    // The spec's client sends the whole list back without the new fields: nothing is lost.
    expect(
      (await update(withDoc(statement({ id: saved?.id, description: 'Last 3 months' })))).statusCode,
    ).toBe(200);
    let [doc] = (await getById(id)).json().data.requiredDocuments as Doc[];
    expect([doc?.checkKind, doc?.maxAgeMonths]).toEqual(['bankStatement', 3]);

    expect((await update(withDoc(statement({ id: saved?.id, maxAgeMonths: 6 })))).statusCode).toBe(200);
    [doc] = (await getById(id)).json().data.requiredDocuments as Doc[];
    expect([doc?.checkKind, doc?.maxAgeMonths]).toEqual(['bankStatement', 6]);

    expect(
      (await update(withDoc(statement({ id: saved?.id, checkKind: null, maxAgeMonths: null })))).statusCode,
    ).toBe(200);
    [doc] = (await getById(id)).json().data.requiredDocuments as Doc[];
    expect([doc?.checkKind, doc?.maxAgeMonths]).toEqual([null, null]);
  });

  it('refuse a kind the checks do not know and an age outside 1 to 120 months, in words', async () => {
    const res = await create({
      ...caseTypeBody('Checks: refused'),
      requiredDocuments: [statement({ checkKind: 'tarotCard', maxAgeMonths: 0 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'requiredDocuments.0.checkKind', code: 'field.invalidOption' }),
        expect.objectContaining({
          field: 'requiredDocuments.0.maxAgeMonths',
          code: 'caseType.maxAgeMonths.range',
          errorMessage: 'Enter a whole number of months from 1 to 120.',
        }),
      ]),
    );
    const tooOld = await create({
      ...caseTypeBody('Checks: refused'),
      requiredDocuments: [statement({ maxAgeMonths: 121 })],
    });
    expect(tooOld.json().errors).toEqual([expect.objectContaining({ code: 'caseType.maxAgeMonths.range' })]);
  });
});

describe('deleting a case type', () => {
  it('deletes one that no case uses', async () => {
    const id = await createCaseTypeViaApi(t, admin, 'Unused type');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Case/DeleteCaseType?id=${id}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ success: true, data: { outcome: 'deleted' } });
    expect((await getById(id)).statusCode).toBe(404);
  });

  it('archives one that cases use: gone from the list, still readable for its cases', async () => {
    const id = await createCaseTypeViaApi(t, admin, 'Used type');
    const owner = await createUser(t.db, 'Client');
    await t.db
      .insert(cases)
      .values({ caseTypeId: id, clientId: owner.id, createdAt: new Date(), updatedAt: new Date() });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Case/DeleteCaseType?id=${id}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ success: true, data: { outcome: 'archived' } });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/Case/GetCaseTypesAsync', headers: admin })
    ).json().data;
    expect(list.map((c: { id: number }) => c.id)).not.toContain(id);
    const read = await getById(id);
    expect(read.json().data.isArchived).toBe(true);
    // The name can be used again by a new type.
    expect((await create(caseTypeBody('Used type'))).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(id)));
    expect(audit.map((a) => a.action)).toContain('case_type.archived');
  });

  it('is for administrators only', async () => {
    const id = await createCaseTypeViaApi(t, admin, 'Protected type');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Case/DeleteCaseType?id=${id}`, headers: solicitor }))
        .statusCode,
    ).toBe(403);
  });
});
