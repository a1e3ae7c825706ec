import { API } from '@docket/contract';
import type { APIRequestContext } from '@playwright/test';
import { callApi, firstOf, login, type Tokens, uploadFixture } from './call';
import { newestEmailTo, setPasswordPath } from './outbox';

/** Seeding through the API: the journeys test the screens, not the set-up. */
export const SEED_PASSWORD = 'Seeded-Journey1!';

export type NewUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: 'Client' | 'Solicitor' | 'Admin';
};

/** A case type as the seeding knows it: its id and its one required document's. */
export type SeededCaseType = { id: number; passportId: number };

/** The admin creates the user; the invitation's link (from the outbox) sets the password. */
export async function createUser(
  request: APIRequestContext,
  admin: Tokens,
  user: NewUser,
): Promise<Tokens & { id: string }> {
  await callApi(request, API.saveUser, { body: { ...user, contact: '07700900123' } }, admin);
  const link = new URL(setPasswordPath((await newestEmailTo(user.email)).text), 'http://x');
  const userId = link.searchParams.get('userId') ?? '';
  await callApi(request, API.resetPassword, {
    body: {
      userId,
      code: link.searchParams.get('code') ?? '',
      password: SEED_PASSWORD,
      confirmPassword: SEED_PASSWORD,
    },
  });
  return { ...(await login(request, user.email, SEED_PASSWORD)), id: userId };
}

/** A case type with one required document and no eligibility documents. */
export async function createCaseType(
  request: APIRequestContext,
  admin: Tokens,
  caseTypeName: string,
): Promise<SeededCaseType> {
  const { id } = await callApi(
    request,
    API.createCaseType,
    {
      body: {
        caseTypeName,
        requiresEligibilityDocuments: false,
        requiresSupportTypeDocuments: true,
        requiredDocuments: [{ documentTypeId: '1', documentName: 'Passport', description: 'Photo page' }],
        eligibilityDocuments: [],
        addationalDocuments: [],
        allowedSupportTypes: [1, 2, 3],
      },
    },
    admin,
  );
  const detail = await callApi(request, API.getCaseTypeById, { query: { id } }, admin);
  return { id, passportId: firstOf(detail.requiredDocuments, 'required document').id };
}

/** The client opens a case of the type with its passport uploaded. */
export async function createCase(
  request: APIRequestContext,
  client: Tokens,
  caseType: SeededCaseType,
): Promise<number> {
  const passport = await uploadFixture(request, client);
  const { id } = await callApi(
    request,
    API.createCase,
    {
      body: {
        caseTypeId: caseType.id,
        description: 'Seeded by an end-to-end journey',
        supportType: 2,
        requiredDocuments: [
          { documentDefinitionId: caseType.passportId, filePath: passport, fileName: 'passport.pdf' },
        ],
        eligibilityDocuments: [],
      },
    },
    client,
  );
  return id;
}

export async function assignSolicitor(
  request: APIRequestContext,
  admin: Tokens,
  caseId: number,
  solicitorId: string,
) {
  await callApi(request, API.assignSolicitor, { query: { caseId, solicitorId } }, admin);
}

/** The client adds a further document to their case (the solicitor is notified). */
export async function addCaseDocument(request: APIRequestContext, client: Tokens, caseId: number) {
  const filePath = await uploadFixture(request, client, 'nass-letter.pdf');
  await callApi(
    request,
    API.addCaseDocument,
    { body: { caseId, filePath, documentName: 'Home Office letter' } },
    client,
  );
}
