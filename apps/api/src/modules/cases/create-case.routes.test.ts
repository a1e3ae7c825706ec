import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CaseTypeRead, caseBody, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { caseDocuments, cases, storedFiles } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

let t: TestApp;
let admin: Record<string, string>;
let clientUser: TestUser;
let client: Record<string, string>;
let type: CaseTypeRead;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  clientUser = await createUser(t.db, 'Client', { firstName: 'Amina', lastName: 'Yusuf' });
  client = (await signIn(t, clientUser)).auth;
  type = await seedCaseType(t, admin, 'Asylum claim');
});
afterAll(() => t.close());

const countCases = async () => must((await t.db.select({ n: count() }).from(cases))[0], 'the count').n;
let casesBefore = 0;
beforeEach(async () => {
  casesBefore = await countCases();
});

const create = (payload: unknown, headers = client) =>
  t.app.inject({ method: 'POST', url: '/api/case/createcase', headers, payload: payload as object });

async function expectRefused(payload: unknown, message: string) {
  const res = await create(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().success).toBe(false);
  expect(res.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toContain(message);
  expect(await countCases()).toBe(casesBefore);
}

describe('opening a case', () => {
  it('creates the case for the caller with the sizes and types of the stored files', async () => {
    const body = await caseBody(t, client, type);
    const res = await create({ ...body, clientId: (await createUser(t.db, 'Client')).id });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseMessage).toBe('case created successfully');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Case/GetCaseById?id=${res.json().data.id}`,
        headers: client,
      })
    ).json().data;
    expect(detail).toMatchObject({
      clientId: clientUser.id,
      clientName: 'Amina Yusuf',
      caseTypeName: 'Asylum claim',
      supportType: 1,
      status: 'Open',
      solicitorName: null,
    });
    expect(detail.documents).toHaveLength(3);
    for (const doc of detail.documents) {
      expect(doc.contentType).toBe('application/pdf');
      expect(doc.fileSize).toBeGreaterThan(100);
    }
    expect(detail.missingRequiredDocuments).toEqual([]);
  });

  it('refuses a missing or archived case type', async () => {
    await expectRefused(
      { ...(await caseBody(t, client, type)), caseTypeId: 999999 },
      'The selected case type is not available.',
    );
  });

  it('refuses no support type when the case type asks for one, and one it does not offer', async () => {
    const body = await caseBody(t, client, type);
    await expectRefused({ ...body, supportType: 0, eligibilityDocuments: [] }, 'Support Type is required.');
    await expectRefused({ ...body, supportType: 7 }, 'This support type is not offered for this case type.');
  });

  it('refuses no support type even for a case type that does not ask for support documents', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/case/CreateCaseType',
      headers: admin,
      payload: {
        caseTypeName: 'Travel document',
        requiresSupportTypeDocuments: false,
        requiredDocuments: [{ documentTypeId: '1', documentName: 'Passport' }],
        eligibilityDocuments: [],
        addationalDocuments: [],
        allowedSupportTypes: [1, 2, 3],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const types = (
      await t.app.inject({ method: 'GET', url: '/api/Case/GetCaseTypesAsync', headers: client })
    ).json().data as Array<{ id: number; caseTypeName: string }>;
    const travel = must(
      types.find((c) => c.caseTypeName === 'Travel document'),
      'the Travel document case type',
    );
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/Case/GetCaseTypeById?id=${travel.id}`, headers: client })
    ).json().data;
    const passport = {
      documentDefinitionId: read.requiredDocuments[0].id,
      filePath: await stage(t, client, 'passport.pdf'),
      fileName: 'passport.pdf',
      contentType: '',
      fileSize: 100,
    };
    await expectRefused(
      { caseTypeId: travel.id, supportType: 0, requiredDocuments: [passport], eligibilityDocuments: [] },
      'Support Type is required.',
    );
  });

  it('refuses a missing required document, and two files for one', async () => {
    const body = await caseBody(t, client, type);
    const { documentName } = must(type.requiredDocuments[0], 'a required document');
    await expectRefused(
      { ...body, requiredDocuments: body.requiredDocuments.slice(1) },
      `Please upload ${documentName}.`,
    );
    const twice = [
      ...body.requiredDocuments,
      { ...must(body.requiredDocuments[0], 'its file'), filePath: await stage(t, client) },
    ];
    await expectRefused({ ...body, requiredDocuments: twice }, `Upload only one file for ${documentName}.`);
  });

  it('refuses an eligibility document of another support type', async () => {
    const body = await caseBody(t, client, type);
    const bank = must(
      type.eligibilityDocuments.find((d) => d.supportType === 2),
      'an eligibility document of support type 2',
    );
    await expectRefused(
      {
        ...body,
        eligibilityDocuments: [{ documentDefinitionId: bank.id, filePath: await stage(t, client) }],
      },
      `${bank.documentName} is not an eligibility document for the chosen support type.`,
    );
  });

  it("refuses another user's upload and a file that does not exist, and claims nothing", async () => {
    const other = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const body = await caseBody(t, client, type);
    const foreign = await stage(t, other);
    const [first, ...others] = body.requiredDocuments;
    const sent = must(first, 'the file of a required document');
    const { documentName } = must(type.requiredDocuments[0], 'a required document');
    const notFound = `The file for ${documentName} was not found. Please upload it again.`;
    const stolen = { ...body, requiredDocuments: [{ ...sent, filePath: foreign }, ...others] };
    await expectRefused(stolen, notFound);
    const invented = {
      ...body,
      requiredDocuments: [
        { ...sent, filePath: 'case-document/00000000-0000-4000-8000-000000000000' },
        ...others,
      ],
    };
    await expectRefused(invented, notFound);
    const [staged] = await t.db.select({ n: count() }).from(storedFiles);
    const [documents] = await t.db.select({ n: count() }).from(caseDocuments);
    // The good uploads of the refused requests are still staged, free to be used again.
    const retry = await create(body);
    expect(retry.statusCode).toBe(200);
    expect(staged?.n).toBeGreaterThan(0);
    expect(documents?.n).toBeGreaterThan(0);
  });

  it('validates the request with the spec messages', async () => {
    const res = await create({ supportType: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ errorMessage: 'Case Type is required.' })]),
    );
  });

  it('is opened by staff only for a client they name, and never by anyone signed out', async () => {
    const body = await caseBody(t, client, type);
    const refused = await create(body, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'clientId', code: 'case.client.required' }),
    ]);
    // Another member of staff is not a client.
    const solicitor = await createUser(t.db, 'Solicitor');
    expect((await create({ ...body, clientId: solicitor.id }, admin)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/case/createcase', payload: body })).statusCode,
    ).toBe(401);
  });
});
