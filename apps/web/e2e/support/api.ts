import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN } from './auth';
import { newestEmailTo, setPasswordPath } from './outbox';

/** Seeding through the API: the journeys test the screens, not the set-up. */
export const SEED_PASSWORD = 'Seeded-Journey1!';

export interface Tokens {
  token: string;
  refreshToken: string;
}

export const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.token}` });

export async function login(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const response = await request.post('/api/Account/Login', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Tokens }).data;
}

export const loginAdmin = (request: APIRequestContext) => login(request, ADMIN.email, ADMIN.password);

/** The admin creates the user; the invitation's link (from the outbox) sets the password. */
export async function createUser(
  request: APIRequestContext,
  admin: Tokens,
  user: { firstName: string; lastName: string; email: string; role: 'Client' | 'Solicitor' | 'Admin' },
): Promise<Tokens & { id: string }> {
  const saved = await request.post('/api/user/SaveUser', {
    headers: bearer(admin),
    data: { ...user, contact: '07700900123' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const link = new URL(setPasswordPath((await newestEmailTo(user.email)).text), 'http://x');
  const userId = link.searchParams.get('userId') ?? '';
  const reset = await request.post('/api/Account/ResetPassword', {
    data: {
      userId,
      code: link.searchParams.get('code'),
      password: SEED_PASSWORD,
      confirmPassword: SEED_PASSWORD,
    },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return { ...(await login(request, user.email, SEED_PASSWORD)), id: userId };
}

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

export async function upload(
  request: APIRequestContext,
  tokens: Tokens,
  name = 'passport.pdf',
): Promise<string> {
  const response = await request.post('/api/FileReceiver/Uploadfile?kind=case-document', {
    headers: bearer(tokens),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: await readFile(fixture(name)) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { content: { filePath: string }[] } }).data.content[0]!.filePath;
}

/** A case type with one required document and no eligibility documents. */
export async function createCaseType(
  request: APIRequestContext,
  admin: Tokens,
  caseTypeName: string,
): Promise<{ id: number; passportId: number }> {
  const created = await request.post('/api/case/CreateCaseType', {
    headers: bearer(admin),
    data: {
      caseTypeName,
      requiresEligibilityDocuments: false,
      requiresSupportTypeDocuments: true,
      requiredDocuments: [{ documentTypeId: '1', documentName: 'Passport', description: 'Photo page' }],
      eligibilityDocuments: [],
      addationalDocuments: [],
      allowedSupportTypes: [1, 2, 3],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const detail = await request.get(`/api/Case/GetCaseTypeById?id=${id}`, { headers: bearer(admin) });
  const passportId = ((await detail.json()) as { data: { requiredDocuments: { id: number }[] } }).data
    .requiredDocuments[0]!.id;
  return { id, passportId };
}

/** The client opens a case of the type with its passport uploaded. */
export async function createCase(
  request: APIRequestContext,
  client: Tokens,
  caseType: { id: number; passportId: number },
): Promise<number> {
  const passport = await upload(request, client);
  const response = await request.post('/api/case/createcase', {
    headers: bearer(client),
    data: {
      caseTypeId: caseType.id,
      description: 'Seeded by an end-to-end journey',
      supportType: 2,
      requiredDocuments: [
        { documentDefinitionId: caseType.passportId, filePath: passport, fileName: 'passport.pdf' },
      ],
      eligibilityDocuments: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export async function assignSolicitor(
  request: APIRequestContext,
  admin: Tokens,
  caseId: number,
  solicitorId: string,
) {
  const response = await request.put(`/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitorId}`, {
    headers: bearer(admin),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The client adds a further document to their case (the solicitor is notified). */
export async function addCaseDocument(request: APIRequestContext, client: Tokens, caseId: number) {
  const filePath = await upload(request, client, 'nass-letter.pdf');
  const response = await request.post('/api/case/AddCaseDocument', {
    headers: bearer(client),
    data: { caseId, filePath, documentName: 'Home Office letter' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A browser page signed in as the user, in its own context so several people can act side by side. */
export async function pageFor(browser: Browser, baseURL: string, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((seed) => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('auth', seed.token);
      window.sessionStorage.setItem('refreshToken', seed.refreshToken);
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  }, tokens);
  return context.newPage();
}
