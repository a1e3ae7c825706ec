import { API, ENDPOINTS, type Endpoint, ErrorEnvelopeSchema, possibleErrors } from '@docket/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appSettings } from '../src/db/schema/index.ts';
import { methodsOf, successSchema } from '../src/http/endpoint-route.ts';
import { MFA_POLICY_KEY } from '../src/modules/account/account.repository.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { openCase, seedCaseType } from './case-fixtures.ts';
import { createUser, signIn, type TestUser } from './factories.ts';
import { multipartBody, TINY_PDF, TINY_PNG, upload } from './upload.ts';
import { anyValue, invalidArbitrary, type Known, validArbitrary } from './zod-arbitrary.ts';

/**
 * Property-based requests to every endpoint of the contract, generated from its own schemas
 * (body, query string, headers): valid ones, and ones that break one rule at a time or have the
 * wrong shape altogether, signed in as each role or not at all. Whatever arrives, the answer is
 * never a 5xx, its body matches the endpoint's success schema or the error envelope, and a
 * failure's code is one the endpoint's description lists. `npm run test:pg` runs 1,000 requests per route (FUZZ_RUNS; 150 by default, as in
 * `test:unit`): PostgreSQL answers them faster than the embedded database, on a core of its own.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

type Part = 'body' | 'querystring' | 'headers';
type RouteSchemas = { request: Partial<Record<Part, z.ZodType>>; success: z.ZodType | null };

/** What the contract says an endpoint takes and answers. */
function schemasOf(e: Endpoint): RouteSchemas {
  const request: RouteSchemas['request'] = {};
  if (e.query) request.querystring = e.query;
  if (e.body) request.body = e.body;
  if (e.headers) request.headers = e.headers;
  return { request, success: e.transfer === 'download' ? null : successSchema(e) };
}

type Who = 'none' | 'Admin' | 'Client' | 'Solicitor';
let t: TestApp;
let lastError = '';
const users = {} as Record<Exclude<Who, 'none'>, TestUser>;
const sessions = {} as Record<Exclude<Who, 'none'>, Record<string, string>>;
const known: Known = { ints: [1, 2, 3], uuids: [], strings: [] };
let mfaPolicy: unknown;
const routes = Object.values(ENDPOINTS as Record<string, Endpoint>).flatMap((endpoint) =>
  methodsOf(endpoint).map((method) => ({
    method,
    path: endpoint.path,
    endpoint,
  })),
);

beforeAll(async () => {
  // Server errors are logged: a failure quotes the last one.
  t = await buildTestApp({
    logger: {
      level: 'error',
      stream: {
        write: (line: string) => {
          lastError = line;
        },
      },
    },
  });
  for (const role of ['Admin', 'Client', 'Solicitor'] as const) {
    users[role] = await createUser(t.db, role);
    sessions[role] = (await signIn(t, users[role])).auth;
  }
  // Rows for valid requests to find: a case type, a case, and users that are not the signed-in ones.
  const type = await seedCaseType(t, sessions.Admin, 'Fuzzed claim');
  const caseId = await openCase(t, sessions.Client, type);
  known.ints.push(type.id, caseId, ...type.requiredDocuments.map((d) => d.id));
  for (const role of ['Admin', 'Client', 'Solicitor'] as const) {
    const other = await createUser(t.db, role);
    known.uuids.push(other.id);
    known.strings.push(other.email);
  }
  // Keys of real files: the case's documents (the client's) and a template the administrator uploaded.
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/Case/GetCaseById?id=${caseId}`,
    headers: sessions.Client,
  });
  known.strings.push(...detail.json().data.documents.map((d: { filePath: string }) => d.filePath));
  known.strings.push(
    (await upload(t, sessions.Admin, 'guide.pdf', TINY_PDF, 'template')).json().data.content[0].filePath,
  );
  const [policy] = await t.db.select().from(appSettings).where(eq(appSettings.key, MFA_POLICY_KEY));
  mfaPolicy = policy?.value;
});
afterAll(() => t.close());

/** Sessions a fuzzed call ended (sign-out) or accounts it locked are replaced before the next route. */
async function refreshSessions() {
  for (const role of ['Admin', 'Client', 'Solicitor'] as const) {
    const me = await t.app.inject({ method: 'POST', url: API.getCurrentUser.path, headers: sessions[role] });
    if (me.statusCode === 200) continue;
    try {
      sessions[role] = (await signIn(t, users[role])).auth;
    } catch {
      // Locked out or changed by a fuzzed call: a new account of the role takes its place.
      users[role] = await createUser(t.db, role);
      sessions[role] = (await signIn(t, users[role])).auth;
    }
  }
  // A fuzzed security policy could require two-step verification of everyone: put it back.
  await t.db.delete(appSettings).where(eq(appSettings.key, MFA_POLICY_KEY));
  if (mfaPolicy !== undefined)
    await t.db.insert(appSettings).values({ key: MFA_POLICY_KEY, value: mfaPolicy, updatedAt: new Date() });
}

type Generated = { valid: boolean; who: Who; options: InjectOptions };

const HEADER_UNSAFE = /[^\t\x20-\x7e]/g;
const toWire = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, toWire(v)] as const)
      .filter((e): e is [string, string] => e[1] !== undefined),
  );
}

/** Passwords generated apart would never match their confirmation: make the confirmation agree. */
function agree(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = { ...(body as Record<string, unknown>) };
  if ('confirmPassword' in b) b.confirmPassword = b.newPassword ?? b.password;
  return b;
}

const BODY_DRAWS = 8;

function partArbitrary(schemas: RouteSchemas, part: Part, broken: boolean): fc.Arbitrary<unknown> {
  const schema = schemas.request[part];
  const wire = part === 'body' ? 'json' : 'query';
  if (!schema)
    return broken
      ? fc.dictionary(fc.string({ maxLength: 8 }), anyValue(wire), { maxKeys: 3 })
      : fc.constant(undefined);
  if (broken) return invalidArbitrary(schema, wire, known);
  const valid = validArbitrary(schema, wire, known);
  if (part !== 'body') return valid;
  // Rules across fields (a case type needs a document, an eligibility document a support type)
  // are beyond the generator: it meets them by chance in one body of ten or fewer, too seldom to
  // reach past validation reliably. So a few bodies are drawn and the first the contract accepts
  // is sent, or the first of them if none is (then counted as invalid, and the floor below tells).
  const asSent = (body: unknown) => (body === undefined ? undefined : JSON.parse(JSON.stringify(body)));
  return fc
    .array(valid.map(agree), { minLength: BODY_DRAWS, maxLength: BODY_DRAWS })
    .map((bodies) => bodies.find((body) => schema.safeParse(asSent(body)).success) ?? bodies[0]);
}

function requestArbitrary(method: string, path: string, schemas: RouteSchemas): fc.Arbitrary<Generated> {
  const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';
  const parts: Part[] = hasBody ? ['body', 'querystring', 'headers'] : ['querystring', 'headers'];
  // A part the route has a schema for is broken against it; a route with none gets junk in any part.
  const checked = parts.filter((part) => schemas.request[part]);
  return fc
    .record({
      who: fc.constantFrom<Who>('none', 'Admin', 'Client', 'Solicitor'),
      // Half the requests are meant to be valid; the rest break one part, each equally likely.
      broken: fc.oneof(
        fc.constant<Part | 'none'>('none'),
        fc.constantFrom<Part | 'none'>(...(checked.length > 0 ? checked : parts)),
      ),
    })
    .chain(({ who, broken }) =>
      fc
        .record({
          body: hasBody ? partArbitrary(schemas, 'body', broken === 'body') : fc.constant(undefined),
          query: partArbitrary(schemas, 'querystring', broken === 'querystring'),
          headers: partArbitrary(schemas, 'headers', broken === 'headers'),
        })
        .map(({ body, query, headers }) => {
          const search = new URLSearchParams(stringsOf(query)).toString();
          const sentHeaders = Object.fromEntries(
            Object.entries(stringsOf(headers)).map(([k, v]) => [k, v.replace(HEADER_UNSAFE, '?')]),
          );
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const parsesAs = (part: Part, value: unknown) =>
            schemas.request[part]?.safeParse(value).success ?? true;
          const valid =
            parsesAs('body', payload === undefined ? undefined : JSON.parse(payload)) &&
            parsesAs('querystring', Object.fromEntries(new URLSearchParams(search))) &&
            parsesAs('headers', sentHeaders);
          return {
            valid,
            who,
            options: {
              method: method as 'GET',
              url: `${path}${search ? `?${search}` : ''}`,
              headers: {
                ...sentHeaders,
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
                ...(who === 'none' ? {} : sessions[who]),
              },
              ...(payload === undefined ? {} : { payload }),
            },
          };
        }),
    );
}

/** Uploads: real multipart with acceptable files, and everything a broken client might send. */
function uploadArbitrary(): fc.Arbitrary<Generated> {
  const name = fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/);
  const validFile = fc.oneof(
    name.map((n) => ({ kind: 'case-document', fileName: `${n}.pdf`, content: TINY_PDF })),
    name.map((n) => ({ kind: 'template', fileName: `${n}.pdf`, content: TINY_PDF })),
    name.map((n) => ({ kind: 'avatar', fileName: `${n}.png`, content: TINY_PNG })),
  );
  const brokenFile = fc.record({
    kind: fc.oneof(fc.constantFrom('case-document', 'avatar'), fc.string({ maxLength: 12 })),
    fileName: fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('../../etc/passwd', 'a.exe', 'noextension', `${'x'.repeat(300)}.pdf`, '.pdf'),
    ),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
      fc.constant(TINY_PDF),
    ),
  });
  return fc
    .record({
      who: fc.constantFrom<Who>('none', 'Admin', 'Client', 'Solicitor'),
      file: fc.oneof(
        validFile.map((f) => ({ ...f, valid: true, mangle: 'none' as const })),
        brokenFile.map((f) => ({ ...f, valid: false, mangle: 'none' as const })),
        fc
          .tuple(validFile, fc.constantFrom('field', 'truncate', 'json', 'boundary' as const))
          .map(([f, mangle]) => ({ ...f, valid: false, mangle })),
      ),
    })
    .map(({ who, file }) => {
      const body = multipartBody(file.fileName, file.content, file.mangle === 'field' ? 'document' : 'file');
      const payload =
        file.mangle === 'truncate'
          ? body.payload.subarray(0, body.payload.length - 20)
          : file.mangle === 'json'
            ? Buffer.from('{"file":"x"}')
            : body.payload;
      const contentType =
        file.mangle === 'json'
          ? 'application/json'
          : file.mangle === 'boundary'
            ? 'multipart/form-data; boundary=elsewhere'
            : body.contentType;
      return {
        valid: file.valid && /^[a-z-]+$/.test(file.kind),
        who,
        options: {
          method: 'POST' as const,
          url: `${API.uploadFile.path}?kind=${encodeURIComponent(file.kind)}`,
          headers: { 'content-type': contentType, ...(who === 'none' ? {} : sessions[who]) },
          payload,
        },
      };
    });
}

function checkAnswer(route: string, endpoint: Endpoint, schemas: RouteSchemas, res: LightMyRequestResponse) {
  const where = `${route} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500)
    throw new Error(`${where}\nlogged: ${lastError.replace(/"stack":.*/, '').slice(-1500)}`);
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  if (!json) {
    // Only a file download answers anything but JSON, and only with the file.
    if (res.statusCode !== 200 || schemas.success) throw new Error(`not JSON: ${where}`);
    return;
  }
  const schema = res.statusCode >= 400 ? ErrorEnvelopeSchema : schemas.success;
  if (!schema) throw new Error(`no response schema for ${where}`);
  const parsed = schema.safeParse(res.json());
  if (!parsed.success) throw new Error(`${where}\ndoes not match its schema: ${parsed.error.message}`);
  const code = res.json().code;
  if (res.statusCode >= 400 && !possibleErrors(endpoint).includes(code))
    throw new Error(`${where}\nanswers ${code}, which its contract does not list`);
}

describe('requests generated from the contract', () => {
  it(`never answer 5xx and always match the response schema, ${RUNS} per route`, async () => {
    // FUZZ_ONLY=<part of a path> narrows a run down while investigating a failure.
    const only = process.env.FUZZ_ONLY?.toLowerCase();
    const tested = routes.filter((r) => !only || r.path.toLowerCase().includes(only));
    if (!only) expect(tested.length).toBeGreaterThan(45);
    const summary: string[] = [];
    const thin: string[] = [];
    for (const route of tested) {
      const name = `${route.method} ${route.path}`;
      const schemas = schemasOf(route.endpoint);
      await refreshSessions();
      const counts = { valid: 0, invalid: 0, ok: 0 };
      const started = Date.now();
      const arbitrary =
        route.path === API.uploadFile.path
          ? uploadArbitrary()
          : requestArbitrary(route.method, route.path, schemas);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (generated) => {
          counts[generated.valid ? 'valid' : 'invalid']++;
          const res = await t.app.inject(generated.options);
          // Let the event loop turn: injected requests alone can run as one unbroken chain of promises,
          // which the overload check's delay sampling reads as a loop blocked for good (503).
          await new Promise((resolve) => setImmediate(resolve));
          if (res.statusCode < 300) counts.ok++;
          checkAnswer(name, route.endpoint, schemas, res);
        }),
        { numRuns: RUNS },
      );
      summary.push(
        `${name}: ${counts.valid} valid, ${counts.invalid} invalid, ${counts.ok} answered 2xx, ${Date.now() - started} ms`,
      );
      // Both kinds were sent: the generator reaches past validation, and the validation is tried.
      // The floor is well below what the thinnest route sends (about half of its requests are
      // meant to be valid), so chance alone does not fail the run.
      if (counts.valid < RUNS / 20) thin.push(`${name}: ${counts.valid} valid`);
      // Invalid requests are rarer where every field is optional (GetUsers' body: 7 of 150 seen).
      if (Object.keys(schemas.request).length > 0 && counts.invalid < RUNS / 50)
        thin.push(`${name}: ${counts.invalid} invalid`);
    }
    console.info(summary.join('\n'));
    expect(thin).toEqual([]);
  }, 900_000);
});
