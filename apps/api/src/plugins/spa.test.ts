import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'docket-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Docket shell</title>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/dashboard', '/case/42', '/no/such/page'])('serves index.html for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Docket shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown API paths with the JSON envelope, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });
});
