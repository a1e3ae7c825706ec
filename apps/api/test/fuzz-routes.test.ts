import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, signIn } from './factories.ts';

/**
 * Property-based requests to every API route: random JSON bodies, query strings and headers,
 * valid-looking and not. Whatever arrives, the answer is never a 5xx and always the envelope.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

let t: TestApp;
let auth: Record<string, string>;
let routes: Array<{ method: string; path: string }>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
);
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'id',
      'caseId',
      'caseTypeId',
      'status',
      'text',
      'role',
      'firstName',
      'pageNo',
      'pageSize',
      'sortOrder',
      'requiredDocuments',
      'filePath',
      'supportType',
      'code',
      'sharedKey',
      'userId',
      'action',
      '__proto__',
      'constructor',
    ),
    fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.object({ maxDepth: 2 })),
  ),
  fc.anything({ maxDepth: 3 }),
);
const query = fc.dictionary(
  fc.constantFrom(
    'id',
    'caseId',
    'pageNo',
    'pageSize',
    'searchQuery',
    'sortColumn',
    'sortOrder',
    'supportType',
    'fileName',
    'range',
    'q',
    'solicitorId',
    'kind',
    'inline',
    'from',
    'to',
  ),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constant('-1'),
    fc.constant('1e309'),
    fc.constant('%00'),
  ),
);

describe('fuzzed requests', () => {
  it('never answer 5xx and always answer the envelope, on any route', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const skip = (path: string) => path.startsWith('/api/docs') || path === '/api/FileReceiver/Uploadfile';
    for (const route of routes.filter((r) => !skip(r.path))) {
      await fc.assert(
        fc.asyncProperty(body, query, fc.boolean(), async (payload, params, signedIn) => {
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${route.path}${search ? `?${search}` : ''}`,
            headers: {
              ...(signedIn ? auth : {}),
              filePath: String((params as Record<string, string>).fileName ?? ''),
              refreshToken: 'x',
            },
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : {
                  payload: JSON.stringify(payload ?? null),
                  headers: { 'content-type': 'application/json', ...(signedIn ? auth : {}) },
                }),
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${route.method} ${route.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
            );
          if (res.headers['content-type']?.toString().includes('application/json')) {
            const json = res.json();
            expect(typeof json.success).toBe('boolean');
            expect(typeof json.responseMessage).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
