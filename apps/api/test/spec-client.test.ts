import { API, SPEC_ENDPOINTS } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../src/lib/must.ts';
import { normaliseSharedKey, totpCodeAt } from '../src/modules/account/totp.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, signIn, TEST_PASSWORD } from './factories.ts';
import { linkIn } from './test-smtp.ts';
import { multipartBody, TINY_PDF, TINY_PNG } from './upload.ts';

/**
 * The specification's own client, call by call (section 7): each call sent as the section lists
 * it (its method, its path as spelt, its payload as section 3 describes it, the Bearer token of
 * local storage), and each answer read as that client reads it. It knows nothing of Docket's own
 * web app or of the contract's extra fields. `npm test` runs it on the embedded database and on
 * PostgreSQL.
 */
type Answer = {
  status: number;
  body: Record<string, unknown> & { data?: unknown };
  raw: Buffer;
  headers: Record<string, unknown>;
};

/** Every call any of the clients below made, by method and path. */
const made = new Set<string>();

class SpecClient {
  /** localStorage `auth` and sessionStorage's refresh token, as section 4 keeps them. */
  token: string | null = null;
  refreshToken: string | null = null;

  private readonly t: TestApp;

  constructor(t: TestApp) {
    this.t = t;
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      multipart?: { name: string; content: Buffer };
    } = {},
  ): Promise<Answer> {
    const [route = ''] = path.toLowerCase().split('?', 1);
    made.add(`${method} ${route}`);
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      // The section's helper always adds the header; with nothing stored it reads "Bearer null".
      authorization: `Bearer ${this.token}`,
      ...options.headers,
    };
    let payload: string | Buffer | undefined;
    if (options.multipart) {
      const form = multipartBody(options.multipart.name, options.multipart.content);
      headers['content-type'] = form.contentType;
      payload = form.payload;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const res = await this.t.app.inject({
      method,
      url: path,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      body: isJson ? res.json() : {},
      raw: res.rawPayload,
      headers: res.headers,
    };
  }

  /** Exchanges the stored refresh token (RefreshToken) and keeps the new pair, as section 4 does. */
  async refresh(): Promise<Answer> {
    const res = await this.send('GET', '/api/Authentication/RefreshToken', {
      headers: { refreshToken: this.refreshToken ?? '' },
    });
    this.token = res.body.token as string;
    this.refreshToken = (res.body.data as { refreshToken?: string } | null)?.refreshToken ?? null;
    return res;
  }
}

/** The spec's helper builds `{path}/{id}?query`. */
const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/** The header of a JSON body, sent with none. */
const EMPTY_JSON = { 'content-type': 'application/json' };

let t: TestApp;
let client: SpecClient;
let admin: SpecClient;
const newPassword = 'Spec-Client-Pass1!';
const email = `spec.client.${Date.now()}@example.test`;
let clientId = '';
let templatePath = '';
let caseTypeId = 0;
let caseId = 0;
let documentPath = '';

beforeAll(async () => {
  t = await buildTestApp();
  client = new SpecClient(t);
  admin = new SpecClient(t);
  const adminUser = await createUser(t.db, 'Admin');
  admin.token = (await signIn(t, adminUser)).token;
});
afterAll(() => t.close());

describe("the specification's client, call by call", () => {
  it('signs up (SaveUser) with id and isBlogger, whatever shape id has', async () => {
    for (const [i, id] of [0, '', null, undefined].entries()) {
      const res = await client.send('POST', '/api/user/SaveUser', {
        body: {
          ...(id === undefined ? {} : { id }),
          firstName: 'Spec',
          lastName: 'Client',
          isBlogger: false,
          email: i === 0 ? email : `spec.client.${i}.${Date.now()}@example.test`,
          contact: '0770 0900123',
        },
      });
      expect(res.status, `id ${JSON.stringify(id)}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.success).toBe(true);
      expect(typeof res.body.responseMessage).toBe('string');
    }
  });

  it('sets the password from the e-mailed link (ResetPassword)', async () => {
    const link = linkIn(await t.smtp.messageTo(email), '/account/set-password');
    clientId = link.searchParams.get('userId') ?? '';
    const res = await client.send('POST', '/api/Account/ResetPassword', {
      body: {
        userId: clientId,
        code: link.searchParams.get('code'),
        password: newPassword,
        confirmPassword: newPassword,
      },
    });
    expect(res.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
  });

  it('signs in (Login) with empty code fields and the screen mode, and keeps the token', async () => {
    const res = await client.send('POST', '/api/Account/Login', {
      body: { email, password: newPassword, twoFactorCode: '', recoveryCode: '', step: 1 },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as { token: string; requiresTwoFactor: boolean; refreshToken: string };
    expect(data.requiresTwoFactor).toBe(false);
    expect(data.token).toEqual(expect.any(String));
    client.token = data.token;
    client.refreshToken = data.refreshToken;
  });

  it('refreshes the session (RefreshToken): data is truthy and token is the new one', async () => {
    const res = await client.refresh();
    expect(res.status).toBe(200);
    expect(res.body.data).toBeTruthy();
    expect(res.body.token).toEqual(expect.any(String));
    expect((await client.send('POST', '/api/user/GetCurrentUser')).status).toBe(200);
  });

  it('reads the current user (GetCurrentUser) with an empty body', async () => {
    const res = await client.send('POST', '/api/user/GetCurrentUser', { body: {} });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ email, firstName: 'Spec', lastName: 'Client', avatar: null });
    // "Empty" may arrive as no body, as an empty body labelled JSON, or as JSON null.
    expect((await client.send('POST', '/api/user/GetCurrentUser', { headers: EMPTY_JSON })).status).toBe(200);
    expect((await client.send('POST', '/api/user/GetCurrentUser', { body: null })).status).toBe(200);
  });

  it('uploads (Uploadfile) with no kind, reading state and content[0] from the answer', async () => {
    const picture = await client.send('POST', '/api/FileReceiver/Uploadfile', {
      multipart: { name: 'me.png', content: TINY_PNG },
    });
    expect(picture.body.state).toBe('DONE');
    const [picked] = picture.body.content as Array<{ filePath: string; fileName: string }>;
    expect(picked).toMatchObject({ filePath: expect.any(String), fileName: 'me.png' });
    const stored = must(picked, 'the staged picture');
    const passport = await client.send('POST', '/api/FileReceiver/Uploadfile', {
      multipart: { name: 'passport.pdf', content: TINY_PDF },
    });
    documentPath = must(
      (passport.body.content as Array<{ filePath: string }>)[0],
      'the staged passport',
    ).filePath;

    // The personal form: the avatar as "upload path plus file name", birthDate as the spec's empty date.
    const saved = await client.send('POST', '/api/User/UpdatePersonalInfo', {
      body: {
        firstName: 'Spec',
        lastName: 'Client',
        gender: 'female',
        phoneNumber: '0770-0900123',
        image: null,
        avatar: `${stored.filePath}${stored.fileName}`,
        birthDate: '0001-01-01T00:00:00',
      },
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({
      success: true,
      responseMessage: expect.any(String),
    });
    const me = (await client.send('POST', '/api/user/GetCurrentUser')).body.data as {
      avatar: string;
      birthDate: null;
    };
    expect(me.birthDate).toBeNull();
    // An <img> loads the avatar the spec keeps, with no Authorization header.
    const img = await new SpecClient(t).send('GET', me.avatar);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // The session user's Avatar (in the next token), "completed into a full path", posted back
    // with the form keeps it.
    await client.refresh();
    const [, payload] = must(client.token, 'the access token').split('.');
    const session = JSON.parse(Buffer.from(must(payload, "the token's payload"), 'base64url').toString());
    expect(session.Avatar).toBe(me.avatar);
    const kept = await client.send('POST', '/api/User/UpdatePersonalInfo', {
      body: {
        firstName: 'Spec',
        lastName: 'Client',
        gender: 'female',
        phoneNumber: '0770-0900123',
        image: null,
        avatar: `http://docket.test${session.Avatar}`,
        birthDate: null,
      },
    });
    expect(kept.body.success).toBe(true);
    const after = (await client.send('POST', '/api/user/GetCurrentUser')).body.data as { avatar: string };
    expect(after.avatar).toBe(me.avatar);
  });

  it('saves the address (UpdateAddress) with a country of its own list, and what it read back', async () => {
    const address = {
      country: 'UK',
      state: 'England',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      address1: '1 Park Row',
      address2: '',
    };
    const res = await client.send('POST', '/api/User/UpdateAddress', { body: address });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    const me = (await client.send('POST', '/api/user/GetCurrentUser')).body.data as Record<string, string>;
    expect(me.country).toBe('UK');
    const { country, state, city, postcode, address1, address2 } = me;
    const again = await client.send('POST', '/api/User/UpdateAddress', {
      body: { country, state, city, postcode, address1, address2 },
    });
    expect(again.body.success).toBe(true);
    for (const name of ['Jammu Kashmir', 'Pakistan', 'USA', 'India', 'GB']) {
      const res = await client.send('POST', '/api/User/UpdateAddress', {
        body: { ...address, country: name },
      });
      expect(res.body.success, name).toBe(true);
    }
  });

  it('changes its password (ChangePassword)', async () => {
    const res = await client.send('POST', '/api/Account/ChangePassword', {
      body: { oldPassword: newPassword, newPassword: `${newPassword}2`, confirmPassword: `${newPassword}2` },
    });
    expect(res.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
    const signedIn = await client.send('POST', '/api/Account/Login', {
      body: { email, password: `${newPassword}2`, twoFactorCode: '', recoveryCode: '', step: 1 },
    });
    client.token = (signedIn.body.data as { token: string }).token;
  });

  it('asks for a reset link (ForgotPassword)', async () => {
    const res = await new SpecClient(t).send('POST', '/api/Account/ForgotPassword', { body: { email } });
    expect(res.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
  });

  it('defines a case type (CreateCaseType) with a template uploaded without a kind', async () => {
    const template = await admin.send('POST', '/api/FileReceiver/Uploadfile', {
      multipart: { name: 'guide.pdf', content: TINY_PDF },
    });
    const stored = must(
      (template.body.content as Array<{ filePath: string; fileName: string }>)[0],
      'the staged template',
    );
    const res = await admin.send('POST', '/api/case/CreateCaseType', {
      body: {
        caseTypeName: `Spec asylum claim ${Date.now()}`,
        requiresEligibilityDocuments: true,
        requiresSupportTypeDocuments: true,
        requiredDocuments: [
          {
            documentTypeId: '1',
            documentName: 'Passport',
            description: 'Photo page',
            templateUrl: `${stored.filePath}/${stored.fileName}`,
            orignalFileName: stored.fileName,
          },
        ],
        eligibilityDocuments: [
          {
            documentTypeId: '2',
            documentName: 'NASS letter',
            description: '',
            templateUrl: '',
            orignalFileName: '',
            supportType: 1,
          },
        ],
        addationalDocuments: [],
        allowedSupportTypes: [1, 2, 3],
      },
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      success: true,
      responseMessage: expect.any(String),
    });
    const list = await client.send('GET', '/api/Case/GetCaseTypesAsync');
    expect(list.body.success).toBe(true);
    const created = (list.body.data as Array<{ id: number; caseTypeName: string }>).find((c) =>
      c.caseTypeName.startsWith('Spec asylum claim'),
    );
    caseTypeId = must(created, 'the case type').id;
    const one = await client.send('GET', withQuery('/api/Case/GetCaseTypeById', { id: caseTypeId }));
    const type = one.body.data as {
      requiredDocuments: Array<{
        id: number;
        templateUrl: string;
        orignalFileName: string;
        isRequired: boolean;
      }>;
    };
    expect(type.requiredDocuments[0]).toMatchObject({ orignalFileName: 'guide.pdf', isRequired: true });
    templatePath = must(type.requiredDocuments[0], 'a required document').templateUrl;
    const example = await client.send(
      'GET',
      withQuery('/api/FileReceiver/GetExampleFile', { fileName: templatePath }),
    );
    expect(example.status).toBe(200);
    expect(example.raw.equals(TINY_PDF)).toBe(true);
  });

  it('reads the eligibility documents of a support type (support-requirements)', async () => {
    const res = await client.send('GET', withQuery('/api/support-requirements', { supportType: 1 }));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain('NASS letter');
  });

  it('opens a case (createcase) with contentType "" and fileSize 100', async () => {
    const type = (await client.send('GET', withQuery('/api/Case/GetCaseTypeById', { id: caseTypeId }))).body
      .data as {
      requiredDocuments: Array<{ id: number }>;
      eligibilityDocuments: Array<{ id: number }>;
    };
    const letter = await client.send('POST', '/api/FileReceiver/Uploadfile', {
      multipart: { name: 'nass-letter.pdf', content: TINY_PDF },
    });
    const letterPath = must(
      (letter.body.content as Array<{ filePath: string }>)[0],
      'the staged letter',
    ).filePath;
    const res = await client.send('POST', '/api/case/createcase', {
      body: {
        caseTypeId,
        description: 'Opened by the specification’s client',
        supportType: 1,
        requiredDocuments: [
          {
            documentDefinitionId: must(type.requiredDocuments[0], 'a required document').id,
            filePath: documentPath,
            fileName: 'passport.pdf',
            contentType: '',
            fileSize: 100,
          },
        ],
        eligibilityDocuments: [
          {
            documentDefinitionId: must(type.eligibilityDocuments[0], 'an eligibility document').id,
            filePath: letterPath,
            fileName: 'nass-letter.pdf',
            contentType: '',
            fileSize: 100,
          },
        ],
        clientId,
      },
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      success: true,
      responseMessage: expect.any(String),
    });
    expect(res.body.errors ?? []).toEqual([]);
  });

  it('lists its cases (GetCases) as a plain list, and reads one (GetCaseById)', async () => {
    const res = await client.send('GET', '/api/Case/GetCases');
    const cases = res.body.data as Array<Record<string, unknown>>;
    expect(Array.isArray(cases)).toBe(true);
    expect(cases[0]).toMatchObject({
      id: expect.any(Number),
      caseTypeName: expect.stringContaining('Spec asylum claim'),
      clientName: 'Spec Client',
      solicitorName: null,
      supportType: 1,
      createdAt: expect.any(String),
    });
    // The list screen's own request, page 1 of size 1000, pages it the same way.
    const paged = await client.send('GET', withQuery('/api/Case/GetCases', { pageNo: 1, pageSize: 1000 }));
    expect(paged.body.data).toEqual(cases);
    caseId = must(cases[0], 'a case').id as number;
    const one = await client.send('GET', withQuery('/api/Case/GetCaseById', { id: caseId }));
    const detail = one.body.data as { status: string; documents: Array<Record<string, string>> };
    expect(detail).toMatchObject({ id: caseId, status: 'Open', description: expect.any(String) });
    expect(detail.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          documentName: 'Passport',
          fileName: 'passport.pdf',
          uploadedAt: expect.any(String),
        }),
      ]),
    );
    const filePath = must(
      detail.documents.find((d) => d.documentName === 'Passport')?.filePath,
      "the Passport's file",
    );
    const file = await client.send('GET', '/api/FileReceiver/DownloadFile', {
      headers: { filePath, requestedSide: 'Admin' },
    });
    expect(file.status).toBe(200);
    expect(file.raw.equals(TINY_PDF)).toBe(true);
  });

  it('assigns a solicitor (GetSolictors, AssignSolictor with no body)', async () => {
    const solicitor = await createUser(t.db, 'Solicitor');
    const options = await admin.send('GET', '/api/Miscellaneous/GetSolictors');
    const found = (options.body.data as Array<{ id: string; name: string }>).find(
      (s) => s.id === solicitor.id,
    );
    expect(found?.name).toBe(`${solicitor.firstName} ${solicitor.lastName}`);
    const assign = withQuery('/api/case/AssignSolictor', { caseId, solicitorId: solicitor.id });
    const res = await admin.send('PUT', assign);
    expect(res.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
    expect((await admin.send('PUT', assign, { headers: EMPTY_JSON })).status).toBe(200);
    const cases = (await admin.send('GET', '/api/Case/GetCases')).body.data as Array<{
      id: number;
      solicitorName: string;
    }>;
    expect(cases.find((c) => c.id === caseId)?.solicitorName).toBe(must(found, 'the solicitor').name);
  });

  it('administers users (SaveUser as an admin, GetUsers with nulls, ToggleUser, the admin ChangePassword)', async () => {
    const created = await admin.send('POST', '/api/user/SaveUser', {
      body: {
        firstName: 'Grace',
        lastName: 'Mensah',
        email: `grace.${Date.now()}@example.test`,
        contact: '07700900123',
        role: 'Solicitor',
      },
    });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({
      success: true,
      responseMessage: expect.any(String),
    });
    const res = await admin.send('POST', '/api/user/GetUsers', {
      body: { pageNo: 1, pageSize: 10, sortColumn: null, sortOrder: null, searchQuery: null },
    });
    const data = res.body.data as {
      users: { items: Array<{ id: string; email: string }> };
      userStats: object;
    };
    expect(data.users.items.length).toBeGreaterThan(0);
    expect(data.userStats).toBeTruthy();
    const toggled = await admin.send('GET', withQuery('/api/User/ToggleUser', { id: clientId }));
    expect(toggled.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
    expect((await client.send('POST', '/api/user/GetCurrentUser')).status).toBe(401);
    await admin.send('GET', withQuery('/api/User/ToggleUser', { id: clientId }));
    const reset = await admin.send('PUT', '/api/Admin/ChangePassword', {
      body: { userId: clientId, action: 'sendResetLink' },
    });
    expect(reset.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
  });

  it('enrols two-step verification (GetMFA, EnableAuthenticator) and signs in with a code or a recovery code', async () => {
    const user = await createUser(t.db, 'Client');
    const spec = new SpecClient(t);
    spec.token = (await signIn(t, user)).token;
    const setup = (await spec.send('POST', '/api/Account/GetMFA')).body.data as {
      sharedKey: string;
      authenticatorUri: string;
    };
    expect(setup.authenticatorUri).toMatch(/^otpauth:\/\/totp\//);
    const code = totpCodeAt(normaliseSharedKey(setup.sharedKey), t.clock.now());
    const enabled = await spec.send('POST', '/api/account/EnableAuthenticator', {
      body: { authenticatorUri: setup.authenticatorUri, sharedKey: setup.sharedKey, code },
    });
    expect(typeof enabled.body.data).toBe('string');
    spec.token = enabled.body.data as string;
    const codes = (await spec.send('POST', '/api/account/GenerateRecoveryCodes')).body.data as {
      recoveryCodes: string[];
    };
    t.clock.advance(30_000);

    const first = await spec.send('POST', '/api/Account/Login', {
      body: { email: user.email, password: TEST_PASSWORD, twoFactorCode: '', recoveryCode: '', step: 1 },
    });
    expect((first.body.data as { requiresTwoFactor: boolean }).requiresTwoFactor).toBe(true);
    const withCode = await spec.send('POST', '/api/Account/Login', {
      body: {
        email: user.email,
        password: TEST_PASSWORD,
        twoFactorCode: totpCodeAt(normaliseSharedKey(setup.sharedKey), t.clock.now()),
        recoveryCode: '',
        step: 2,
      },
    });
    expect((withCode.body.data as { token: string }).token).toEqual(expect.any(String));
    const withRecovery = await spec.send('POST', '/api/account/LoginWithRecoveryCode', {
      body: {
        email: user.email,
        password: TEST_PASSWORD,
        twoFactorCode: '',
        recoveryCode: codes.recoveryCodes[0],
        step: 3,
      },
    });
    expect((withRecovery.body.data as { token: string }).token).toEqual(expect.any(String));
  });

  it('deletes a case type (DeleteCaseType): one that cases use is archived', async () => {
    const res = await admin.send('DELETE', withQuery('/api/Case/DeleteCaseType', { id: caseTypeId }));
    expect(res.body).toMatchObject({ success: true, responseMessage: expect.any(String) });
  });

  it('made every call of section 7', () => {
    const missing = SPEC_ENDPOINTS.map(
      (name) => `${API[name].method} ${API[name].path.toLowerCase()}`,
    ).filter((call) => !made.has(call));
    expect(missing).toEqual([]);
  });
});
