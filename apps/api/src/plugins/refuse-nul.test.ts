import { errorMessage } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { containsNul } from './refuse-nul.ts';

const NUL_MESSAGE = errorMessage('CONTAINS_NUL');

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
});
afterAll(() => t.close());

describe('a NUL character', () => {
  it('in a query string is refused with 400, not a failed query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Search?q=a%00b', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      responseMessage: NUL_MESSAGE,
      code: 'CONTAINS_NUL',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/Search?q=ab', headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('anywhere in a JSON body is refused with 400, keys included', async () => {
    for (const payload of [
      {
        caseTypeName: 'Visa\u0000',
        requiredDocuments: [],
        eligibilityDocuments: [],
        addationalDocuments: [],
      },
      { caseTypeName: 'Visa', requiredDocuments: [{ documentName: ['\u0000'] }] },
      { caseTypeName: 'Visa', 'odd\u0000key': 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/case/CreateCaseType',
        headers: auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().responseMessage).toBe(NUL_MESSAGE);
    }
  });

  it('is found however deep it hides', () => {
    expect(containsNul({ a: [{ b: 'x' }, { c: ['y', 'z\u0000'] }] })).toBe(true);
    expect(containsNul({ a: [{ b: 'x' }, { c: ['y', 'z'] }], n: 1, f: null })).toBe(false);
  });
});
