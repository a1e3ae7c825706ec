import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'docket-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Docket shell</title>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
// The build's compressed copies (apps/web/scripts/precompress.ts) and its manifest.
const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);
writeFileSync(join(dist, 'assets', 'main-XyZ789.js'), script);
writeFileSync(join(dist, 'assets', 'main-XyZ789.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'main-XyZ789.js.gz'), gzipSync(script));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-AbC123.js"}}');

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

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('sends the %s copy of an asset to a browser that accepts it', async (encoding, accepted) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-XyZ789.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    if (encoding === 'gzip') expect(gunzipSync(res.rawPayload).toString()).toContain('a script long enough');
  });

  it('sends the asset itself to a browser that accepts no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-XyZ789.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('a script long enough');
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.body).not.toContain('assets/index-AbC123.js');
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
