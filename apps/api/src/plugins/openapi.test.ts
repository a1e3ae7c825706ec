import { API, ENDPOINTS, type Endpoint } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('publishes an OpenAPI 3 document listing the routes with their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready']));
    const ready = doc.paths['/api/health/ready'].get;
    expect(ready.responses['200'].content['application/json'].schema.properties).toHaveProperty('success');
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('documents every endpoint of the contract, its failures and their codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    for (const endpoint of Object.values(ENDPOINTS) as Endpoint[]) {
      expect(documented, endpoint.name).toContain(`${endpoint.method} ${endpoint.path}`);
    }
    const login = doc.paths[API.login.path].post;
    expect(login.description).toContain('INVALID_CREDENTIALS');
    expect(login.description).toContain('ACCOUNT_LOCKED');
    expect(login.responses['4XX'].content['application/json'].schema.properties).toHaveProperty('code');
  });

  it('serves an interactive reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
