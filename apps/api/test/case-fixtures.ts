import { must } from '../src/lib/must.ts';
import type { TestApp } from './build-test-app.ts';
import { createCaseTypeViaApi } from './case-type-fixtures.ts';
import { TINY_PDF, upload } from './upload.ts';

export type CaseTypeRead = {
  id: number;
  requiredDocuments: Array<{ id: number; documentName: string }>;
  eligibilityDocuments: Array<{ id: number; documentName: string; supportType: number }>;
};

export async function seedCaseType(
  t: TestApp,
  adminAuth: Record<string, string>,
  name: string,
): Promise<CaseTypeRead> {
  const id = await createCaseTypeViaApi(t, adminAuth, name);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Case/GetCaseTypeById?id=${id}`,
    headers: adminAuth,
  });
  return res.json().data;
}

export async function stage(
  t: TestApp,
  auth: Record<string, string>,
  name = 'document.pdf',
): Promise<string> {
  const res = await upload(t, auth, name, TINY_PDF);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.content[0].filePath;
}

/** A complete, valid create-case body with fresh uploads of the given client (NASS support). */
export async function caseBody(t: TestApp, auth: Record<string, string>, type: CaseTypeRead) {
  const requiredDocuments = [];
  for (const doc of type.requiredDocuments) {
    requiredDocuments.push({
      documentDefinitionId: doc.id,
      filePath: await stage(t, auth, `${doc.documentName}.pdf`),
      fileName: `${doc.documentName}.pdf`,
      contentType: '',
      fileSize: 100,
    });
  }
  const nass = must(
    type.eligibilityDocuments.find((d) => d.supportType === 1),
    'an eligibility document of support type 1',
  );
  return {
    caseTypeId: type.id,
    description: 'Claim lodged at the screening unit',
    supportType: 1,
    requiredDocuments,
    eligibilityDocuments: [
      {
        documentDefinitionId: nass.id,
        filePath: await stage(t, auth, 'nass.pdf'),
        fileName: 'nass.pdf',
        contentType: '',
        fileSize: 100,
      },
    ],
    clientId: null as string | null,
  };
}

export async function openCase(
  t: TestApp,
  auth: Record<string, string>,
  type: CaseTypeRead,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/case/createcase',
    headers: auth,
    payload: await caseBody(t, auth, type),
  });
  if (res.statusCode !== 200) throw new Error(`create case failed: ${res.body}`);
  return res.json().data.id;
}
