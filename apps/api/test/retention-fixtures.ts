import { API } from '@docket/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { caseDocuments, cases, documentTexts, storedFiles } from '../src/db/schema/index.ts';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';
import type { TestApp } from './build-test-app.ts';
import { type CaseTypeRead, openCase } from './case-fixtures.ts';
import { uploadTemplate } from './case-type-fixtures.ts';
import { createUser, signIn, type TestUser } from './factories.ts';

/** Test helpers for retention and erasure: a case with everything a case can hold, made through the API. */

export type People = {
  admin: TestUser;
  adminAuth: Record<string, string>;
  client: TestUser;
  clientAuth: Record<string, string>;
};

export async function people(t: TestApp): Promise<People> {
  const admin = await createUser(t.db, 'Admin');
  const client = await createUser(t.db, 'Client', { firstName: 'Amira', lastName: 'Haddad' });
  return {
    admin,
    adminAuth: (await signIn(t, admin)).auth,
    client,
    clientAuth: (await signIn(t, client)).auth,
  };
}

export type FullCase = {
  caseId: number;
  caseTypeId: number;
  /** Keys of the stored files that belong to the case (versions, the firm's template for a requested document). */
  caseKeys: string[];
  /** The case type's own template, which every case of the type shares. */
  typeTemplateKey: string;
};

async function call(
  t: TestApp,
  route: { method: string; path: string },
  auth: Record<string, string>,
  payload: unknown,
) {
  const res = await t.app.inject({
    method: route.method as 'POST',
    url: route.path,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
  if (res.statusCode !== 200) throw new Error(`${route.path} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * A case of the client's with documents and their text, a note, a requested document with the
 * firm's template, notifications and audit events; closed at the clock's time when `close`.
 */
export async function fullCase(
  t: TestApp,
  who: People,
  options: { close?: boolean; typeName?: string; retentionMonths?: number } = {},
): Promise<FullCase> {
  // Tests move the clock by months: tokens are taken at its time.
  who = {
    ...who,
    adminAuth: (await signIn(t, who.admin)).auth,
    clientAuth: (await signIn(t, who.client)).auth,
  };
  const typeTemplateKey = await uploadTemplate(t, who.adminAuth, 'passport-guide.pdf');
  const typeName = options.typeName ?? `Asylum claim ${Math.random().toString(16).slice(2, 8)}`;
  const create = await call(t, API.createCaseType, who.adminAuth, {
    caseTypeName: typeName,
    requiresEligibilityDocuments: true,
    requiresSupportTypeDocuments: true,
    requiredDocuments: [
      {
        documentTypeId: '1',
        documentName: 'Passport',
        description: 'Photo page',
        templateUrl: typeTemplateKey,
        orignalFileName: 'passport-guide.pdf',
      },
    ],
    eligibilityDocuments: [
      { documentTypeId: '2', documentName: 'NASS letter', description: null, supportType: 1 },
    ],
    addationalDocuments: [],
    allowedSupportTypes: [1, 2, 3],
    ...(options.retentionMonths === undefined ? {} : { retentionMonths: options.retentionMonths }),
  });
  const caseTypeId = create.json().data.id as number;
  const type = await seedCaseTypeRead(t, who.adminAuth, caseTypeId);
  const caseId = await openCase(t, who.clientAuth, type);

  const requestTemplate = await uploadTemplate(t, who.adminAuth, 'statement-form.pdf');
  await call(t, API.requestDocument, who.adminAuth, {
    caseId,
    documentName: 'Witness statement',
    description: 'In your own words',
    templateUrl: requestTemplate,
  });
  await call(t, API.addCaseNote, who.clientAuth, {
    caseId,
    text: 'Amira Haddad moved to Leeds',
    isSharedWithClient: true,
  });

  const versions = await t.db
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId));
  // The text the checks' worker would leave: what the search finds a document by.
  await t.db.insert(documentTexts).values(
    versions.map((v) => ({
      documentId: v.id,
      caseId,
      page: 1,
      language: 'simple' as const,
      body: 'Amira Haddad passport',
    })),
  );

  if (options.close) {
    await call(t, API.changeCaseStatus, who.adminAuth, {
      caseId,
      status: 'Closed',
      reason: 'Amira Haddad granted leave',
    });
  }
  const caseKeys = (
    await t.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        sql`${storedFiles.id} in (select stored_file_id from case_documents where case_id = ${caseId})
          or (${storedFiles.ownerType} = 'checklist-item' and ${storedFiles.ownerId} in (select id::text from checklist_items where case_id = ${caseId}))`,
      )
  ).map((row) => row.key);
  return { caseId, caseTypeId, caseKeys, typeTemplateKey };
}

async function seedCaseTypeRead(t: TestApp, adminAuth: Record<string, string>, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API.getCaseTypeById.path}?id=${id}`,
    headers: adminAuth,
  });
  if (res.statusCode !== 200) throw new Error(`case type ${id}: ${res.body}`);
  return res.json().data as CaseTypeRead;
}

/** Which of `keys` the store still holds. */
export async function stillStored(storage: FileStorage, keys: readonly string[]): Promise<string[]> {
  const held: string[] = [];
  for (const key of keys) if (await storage.exists(key)) held.push(key);
  return held;
}

export async function caseRow(t: TestApp, caseId: number) {
  const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
  return row ?? null;
}

export async function storedRows(t: TestApp, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return t.db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, [...keys]));
}
