import type { TestApp } from './build-test-app.ts';
import { TINY_PDF, upload } from './upload.ts';

/** Uploads a template as the given admin and answers its key. */
export async function uploadTemplate(t: TestApp, auth: Record<string, string>, name = 'template.pdf') {
  const res = await upload(t, auth, name, TINY_PDF, 'template');
  if (res.statusCode !== 200) throw new Error(`template upload failed: ${res.body}`);
  return res.json().data.content[0].filePath as string;
}

export function caseTypeBody(name: string, templates: { passport?: string; nass?: string } = {}) {
  return {
    caseTypeName: name,
    requiresEligibilityDocuments: true,
    requiresSupportTypeDocuments: true,
    requiredDocuments: [
      {
        documentTypeId: '1',
        documentName: 'Passport',
        description: 'Photo page',
        templateUrl: templates.passport ?? null,
        orignalFileName: templates.passport ? 'passport-guide.pdf' : null,
      },
      { documentTypeId: '1', documentName: 'Witness statement', description: null },
    ],
    eligibilityDocuments: [
      {
        documentTypeId: '2',
        documentName: 'NASS letter',
        description: 'Support confirmation',
        supportType: 1,
        templateUrl: templates.nass ?? null,
        orignalFileName: templates.nass ? 'nass.pdf' : null,
      },
      { documentTypeId: '2', documentName: 'Bank statement', description: null, supportType: 2 },
    ],
    addationalDocuments: [],
    allowedSupportTypes: [1, 2, 3],
  };
}

export async function createCaseTypeViaApi(t: TestApp, auth: Record<string, string>, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/case/CreateCaseType',
    headers: auth,
    payload: caseTypeBody(name),
  });
  if (res.statusCode !== 200) throw new Error(`create case type failed: ${res.body}`);
  return res.json().data.id as number;
}
