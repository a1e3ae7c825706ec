import { API, ENDPOINTS, type EndpointName } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { caseBody, openCase, seedCaseType, stage } from '../../../test/case-fixtures.ts';
import { createUser, expiredTokenAuth, lockedUserAuth, signIn } from '../../../test/factories.ts';

/**
 * Every case, note, document and solicitor route, called by every kind of caller on a case they
 * own and on someone else's. The expected answer of each cell is the access rule written down.
 */
const ACTORS = [
  'anonymous',
  'owningClient',
  'otherClient',
  'assignedSolicitor',
  'otherSolicitor',
  'admin',
  'lockedUser',
  'expiredToken',
] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

const visible: Expect = {
  anonymous: 401,
  owningClient: 200,
  otherClient: 404,
  assignedSolicitor: 200,
  otherSolicitor: 404,
  admin: 200,
  lockedUser: 401,
  expiredToken: 401,
};
const staffOnly: Expect = { ...visible, owningClient: 403, otherClient: 403 };
const adminOnly: Expect = {
  ...visible,
  owningClient: 403,
  otherClient: 403,
  assignedSolicitor: 403,
  otherSolicitor: 403,
};
const listable: Expect = { ...visible, otherClient: 200, otherSolicitor: 200 };

/** The endpoints that reach a case, its notes or its files: those the contract tags so, and DownloadFile. */
const CASE_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) =>
    name === 'downloadFile' ||
    ENDPOINTS[name].tags.some(
      (tag) => tag === 'cases' || tag === 'case notes' || tag === 'document checklist',
    ),
);
type CaseEndpoint = EndpointName;

type Ctx = { caseId: number; auth: Record<string, string>; fileKey: string; t: TestApp; typeId: number };
type Row = {
  endpoint: CaseEndpoint;
  expect: Expect;
  request(ctx: Ctx): Promise<{ url: string; payload?: object; headers?: Record<string, string> }>;
};

const TABLE: Row[] = [
  {
    endpoint: 'getCases',
    expect: listable,
    request: async () => ({ url: '/api/Case/GetCases?pageNo=1&pageSize=50' }),
  },
  {
    endpoint: 'searchCases',
    expect: listable,
    request: async () => ({ url: '/api/case/SearchCases?pageNo=1&pageSize=50' }),
  },
  {
    endpoint: 'getCaseById',
    expect: visible,
    request: async (c) => ({ url: `/api/Case/GetCaseById?id=${c.caseId}` }),
  },
  {
    endpoint: 'getCaseTimeline',
    expect: visible,
    request: async (c) => ({ url: `/api/case/GetCaseTimeline?caseId=${c.caseId}` }),
  },
  {
    endpoint: 'getCaseNotes',
    expect: visible,
    request: async (c) => ({ url: `/api/case/GetCaseNotes?caseId=${c.caseId}` }),
  },
  {
    endpoint: 'addCaseNote',
    expect: visible,
    request: async (c) => ({ url: '/api/case/AddCaseNote', payload: { caseId: c.caseId, text: 'A note' } }),
  },
  {
    endpoint: 'addCaseDocument',
    expect: visible,
    request: async (c) => ({
      url: '/api/case/AddCaseDocument',
      payload: {
        caseId: c.caseId,
        filePath: await stageAs(c),
        documentName: 'Extra evidence',
      },
    }),
  },
  {
    endpoint: 'changeCaseStatus',
    expect: staffOnly,
    request: async (c) => {
      const current = await c.t.app.inject({
        method: 'GET',
        url: `/api/Case/GetCaseById?id=${c.caseId}`,
        headers: ADMIN_AUTH,
      });
      return {
        url: '/api/case/ChangeCaseStatus',
        payload: { caseId: c.caseId, status: current.json().data.status === 'Open' ? 'Pending' : 'Open' },
      };
    },
  },
  {
    endpoint: 'assignSolicitor',
    expect: adminOnly,
    request: async (c) => ({
      url: `/api/case/AssignSolictor?caseId=${c.caseId}&solicitorId=${ASSIGNED_SOLICITOR_ID}`,
    }),
  },
  {
    endpoint: 'getSolicitors',
    expect: adminOnly,
    request: async () => ({ url: '/api/Miscellaneous/GetSolictors' }),
  },
  {
    endpoint: 'supportRequirements',
    expect: listable,
    request: async () => ({ url: '/api/support-requirements?supportType=1' }),
  },
  {
    // A client opens her own case; staff open one for the client they name.
    endpoint: 'createCase',
    expect: listable,
    request: async (c) => {
      const type = (
        await c.t.app.inject({
          method: 'GET',
          url: `/api/Case/GetCaseTypeById?id=${c.typeId}`,
          headers: ADMIN_AUTH,
        })
      ).json().data;
      return {
        url: '/api/case/createcase',
        payload: {
          ...(await caseBody(c.t, (await canUpload(c)) ? c.auth : OWNER_AUTH, type)),
          clientId: OWNER_ID,
        },
      };
    },
  },
  {
    endpoint: 'getCaseChecklist',
    expect: visible,
    request: async (c) => ({ url: `${API.getCaseChecklist.path}?id=${c.caseId}` }),
  },
  {
    endpoint: 'uploadChecklistDocument',
    expect: visible,
    request: async (c) => ({
      url: API.uploadChecklistDocument.path,
      payload: { caseId: c.caseId, itemId: await passportItem(c), filePath: await stageAs(c) },
    }),
  },
  {
    // Each decision the opposite of the last, so every allowed caller's is a change.
    endpoint: 'reviewDocument',
    expect: staffOnly,
    request: async (c) => {
      const itemId = await passportItem(c);
      const checklist = await c.t.app.inject({
        method: 'GET',
        url: `${API.getCaseChecklist.path}?id=${c.caseId}`,
        headers: ADMIN_AUTH,
      });
      const state = checklist.json().data.items.find((i: { id: number }) => i.id === itemId).state;
      return {
        url: API.reviewDocument.path,
        payload:
          state === 'Rejected'
            ? { caseId: c.caseId, itemId, decision: 'Accept' }
            : { caseId: c.caseId, itemId, decision: 'Reject', reasonCode: 'unreadable' },
      };
    },
  },
  {
    endpoint: 'requestDocument',
    expect: staffOnly,
    request: async (c) => ({
      url: API.requestDocument.path,
      payload: { caseId: c.caseId, documentName: 'Bank statement', description: 'The last three months' },
    }),
  },
  {
    endpoint: 'sendReminder',
    expect: staffOnly,
    request: async (c) => ({ url: API.sendReminder.path, payload: { caseId: c.caseId } }),
  },
  {
    endpoint: 'downloadFile',
    expect: visible,
    request: async (c) => ({
      url: '/api/FileReceiver/DownloadFile',
      headers: { filePath: c.fileKey, requestedSide: 'Admin' },
    }),
  },
];

/** The matrix case's first required document, on its checklist. */
async function passportItem(c: Ctx): Promise<number> {
  const checklist = await c.t.app.inject({
    method: 'GET',
    url: `${API.getCaseChecklist.path}?id=${c.caseId}`,
    headers: ADMIN_AUTH,
  });
  return checklist.json().data.items.find((i: { kind: string }) => i.kind === 'required').id;
}

/** Callers whose token no longer works cannot upload; their requests carry the owner's upload instead. */
async function canUpload(c: Ctx): Promise<boolean> {
  const res = await c.t.app.inject({ method: 'POST', url: '/api/user/GetCurrentUser', headers: c.auth });
  return res.statusCode === 200;
}
async function stageAs(c: Ctx): Promise<string> {
  return stage(c.t, (await canUpload(c)) ? c.auth : OWNER_AUTH);
}

let t: TestApp;
let ADMIN_AUTH: Record<string, string>;
let OWNER_AUTH: Record<string, string>;
let OWNER_ID: string;
let ASSIGNED_SOLICITOR_ID: string;
const auths = {} as Record<ActorName, Record<string, string>>;
let caseId: number;
let fileKey: string;
let typeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, 'Admin');
  const owner = await createUser(t.db, 'Client');
  const assigned = await createUser(t.db, 'Solicitor');
  ASSIGNED_SOLICITOR_ID = assigned.id;
  ADMIN_AUTH = (await signIn(t, admin)).auth;
  OWNER_AUTH = (await signIn(t, owner)).auth;
  OWNER_ID = owner.id;
  const type = await seedCaseType(t, ADMIN_AUTH, 'Matrix type');
  typeId = type.id;
  caseId = await openCase(t, OWNER_AUTH, type);
  await t.app.inject({
    method: 'PUT',
    url: `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${assigned.id}`,
    headers: ADMIN_AUTH,
  });
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/Case/GetCaseById?id=${caseId}`, headers: ADMIN_AUTH })
  ).json().data;
  fileKey = detail.documents[0].filePath;
  // Someone else's case exists too, so "other" callers have cases of their own.
  const otherClient = await createUser(t.db, 'Client');
  const otherSolicitor = await createUser(t.db, 'Solicitor');
  const otherClientAuth = (await signIn(t, otherClient)).auth;
  const otherCase = await openCase(t, otherClientAuth, type);
  await t.app.inject({
    method: 'PUT',
    url: `/api/case/AssignSolictor?caseId=${otherCase}&solicitorId=${otherSolicitor.id}`,
    headers: ADMIN_AUTH,
  });
  Object.assign(auths, {
    anonymous: {},
    owningClient: OWNER_AUTH,
    otherClient: otherClientAuth,
    assignedSolicitor: (await signIn(t, assigned)).auth,
    otherSolicitor: (await signIn(t, otherSolicitor)).auth,
    admin: ADMIN_AUTH,
    lockedUser: await lockedUserAuth(t),
    expiredToken: await expiredTokenAuth(t, owner),
  });
});
afterAll(() => t.close());

describe('the authorization matrix', () => {
  for (const row of TABLE) {
    for (const actor of ACTORS) {
      const { method, path } = API[row.endpoint];
      it(`${method} ${path} as ${actor} answers ${row.expect[actor]}`, async () => {
        const spec = await row.request({ caseId, auth: auths[actor], fileKey, t, typeId });
        const res = await t.app.inject({
          method,
          url: spec.url,
          headers: { ...auths[actor], ...spec.headers },
          ...(spec.payload ? { payload: spec.payload } : {}),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[actor]);
        if (res.statusCode === 404) expect(res.json().responseMessage).toMatch(/not found/i);
      });
    }
  }

  it('lists only what each caller may see', async () => {
    const ids = async (actor: ActorName) =>
      (await t.app.inject({ method: 'GET', url: '/api/Case/GetCases', headers: auths[actor] }))
        .json()
        .data.map((c: { id: number }) => c.id);
    expect(await ids('owningClient')).toContain(caseId);
    expect(await ids('assignedSolicitor')).toContain(caseId);
    expect(await ids('admin')).toContain(caseId);
    expect(await ids('otherClient')).not.toContain(caseId);
    expect(await ids('otherSolicitor')).not.toContain(caseId);
  });

  it('covers every case, note, document and solicitor endpoint of the contract', () => {
    const covered = new Set(TABLE.map((row) => row.endpoint));
    expect(CASE_ENDPOINTS.filter((name) => !covered.has(name))).toEqual([]);
  });
});
