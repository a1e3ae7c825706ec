import { ENDPOINTS, type Endpoint, type EndpointName, type Role } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsOf } from '../src/http/endpoint-route.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, expiredTokenAuth, lockedUserAuth, signIn } from './factories.ts';

/**
 * Every endpoint of the contract, called by every kind of caller: the server must let in exactly
 * whom the endpoint's description lets in (auth, roles, allowRestricted). Each request carries a
 * NUL character in its query string, which is refused with 400 only after the caller was let in
 * (refuse-nul.ts runs after the sign-in check), so the matrix changes nothing whatever it calls.
 * Which case, note or file a caller may reach is the business of authorization-matrix.test.ts.
 */
const CALLERS = [
  'anonymous',
  'Client',
  'Solicitor',
  'Admin',
  'locked',
  'expiredToken',
  'mustChangePassword',
] as const;
type Caller = (typeof CALLERS)[number];

/** What the contract says a caller gets: in (400, from the NUL), 401 or 403. */
function expected(e: Endpoint, caller: Caller): number {
  if (e.auth === 'public') return 400;
  // A dead token on an optional route counts as none.
  const signedIn = !['anonymous', 'locked', 'expiredToken'].includes(caller);
  if (!signedIn) return e.auth === 'optional' ? 400 : 401;
  if (caller === 'mustChangePassword' && !e.allowRestricted) return 403;
  const role: Role = caller === 'mustChangePassword' ? 'Client' : (caller as Role);
  if (e.roles && !e.roles.includes(role)) return 403;
  return 400;
}

let t: TestApp;
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['Client', 'Solicitor', 'Admin'] as const) {
    headers[role] = (await signIn(t, await createUser(t.db, role))).auth;
  }
  headers.locked = await lockedUserAuth(t);
  const restricted = await createUser(t.db, 'Client', { mustChangePassword: true });
  headers.mustChangePassword = (await signIn(t, restricted)).auth;
  // Whose it was does not matter: the token is refused for its age before anyone is looked up.
  headers.expiredToken = await expiredTokenAuth(t, restricted);
  headers.anonymous = {};
});
afterAll(() => t.close());

describe('who may call each endpoint', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as Array<[EndpointName, Endpoint]>) {
    for (const method of methodsOf(endpoint)) {
      it(`${method} ${endpoint.path} (${name}) lets in whom its description says`, async () => {
        const answers: Partial<Record<Caller, number>> = {};
        const wanted: Partial<Record<Caller, number>> = {};
        for (const caller of CALLERS) {
          const res = await t.app.inject({
            method,
            url: `${endpoint.path}?matrix=%00`,
            headers: headers[caller],
          });
          answers[caller] = res.statusCode;
          wanted[caller] = expected(endpoint, caller);
          if (res.statusCode >= 400)
            expect(res.json(), `${caller}: ${res.body}`).toMatchObject({ success: false });
        }
        expect(answers).toEqual(wanted);
      });
    }
  }
});
