import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'docket-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  // As large as a real one (about 2 kB), so it is worth compressing.
  `<!doctype html><html lang="en" data-bs-theme="light"><head><title>Docket shell</title></head><body><div id="root"></div><noscript>${'Docket needs JavaScript. '.repeat(80)}</noscript></body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
// The build's compressed copies (apps/web/scripts/precompress.ts) and its manifest.
const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);
writeFileSync(join(dist, 'assets', 'main-XyZ789.js'), script);
writeFileSync(join(dist, 'assets', 'main-XyZ789.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'main-XyZ789.js.gz'), gzipSync(script));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-AbC123.js"}}');
// The route tree and the files of each of its modules (apps/web/scripts/route-preloads.ts).
writeFileSync(
  join(dist, '.vite', 'route-preloads.json'),
  JSON.stringify({
    routes: [
      {
        children: [
          {
            module: 'src/shell.tsx',
            children: [
              { path: 'dashboard', module: 'src/dash.tsx' },
              { path: 'case/:id', module: 'src/case.tsx' },
            ],
          },
        ],
      },
      { module: 'src/account.tsx', children: [{ path: 'account/login', module: 'src/login.tsx' }] },
    ],
    modules: {
      'src/shell.tsx': { scripts: ['assets/shell-1.js'], styles: ['assets/shell-1.css'] },
      'src/dash.tsx': { scripts: ['assets/dash-1.js', 'assets/shell-1.js'], styles: [] },
      'src/case.tsx': { scripts: ['assets/case-1.js'], styles: [] },
      'src/account.tsx': { scripts: [], styles: [] },
      'src/login.tsx': { scripts: ['assets/login-1.js'], styles: [] },
    },
    appTextsWith: 'src/shell.tsx',
    texts: { de: { scripts: ['assets/de-1.js'], styles: [] } },
    appTexts: {
      en: { scripts: ['assets/app-en-1.js'], styles: [] },
      de: { scripts: ['assets/app-de-1.js'], styles: [] },
    },
  }),
);

// The public pages the build rendered to HTML (apps/web/scripts/after-build.ts), by route and language.
writeFileSync(
  join(dist, '.vite', 'prerendered-pages.json'),
  JSON.stringify({
    '/account/login': {
      en: { title: 'Sign In | Docket', html: '<main><h1>Welcome Back!</h1><p>Save $&amp; more</p></main>' },
      de: { title: 'Anmelden | Docket', html: '<main><h1>Willkommen zurück!</h1></main>' },
    },
  }),
);

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

  it("names the files of the path's screen and its texts in the page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard?range=ALL' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const links = preloadLinksOf(res.body);
    expect(links).toEqual([
      'stylesheet /assets/shell-1.css',
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/dash-1.js',
      'modulepreload /assets/app-en-1.js',
    ]);
    // Before </head>, where the browser's preload scanner finds them with the entry.
    expect(res.body.indexOf('shell-1.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it("matches a path's parameters and ignores its case, and adds the visitor's language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Case/42/', headers: { cookie: 'lang=de' } });
    expect(preloadLinksOf(res.body)).toEqual([
      'stylesheet /assets/shell-1.css',
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/case-1.js',
      'modulepreload /assets/de-1.js',
      'modulepreload /assets/app-en-1.js',
      'modulepreload /assets/app-de-1.js',
    ]);
    // A cache between must not hand one language's page to another.
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('reads a percent-encoded path as the router does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dash%62oard' });
    expect(preloadLinksOf(res.body)).toContain('modulepreload /assets/dash-1.js');
  });

  it('serves the page whatever its query string holds, a NUL included: the API refuses it, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cases?page=abc&q=%00' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language's page is another page.
    const german = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': etag, cookie: 'lang=de' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
  });

  it("gives the sign-in page its own files and not the signed-in screens' texts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/login' });
    expect(preloadLinksOf(res.body)).toEqual(['modulepreload /assets/login-1.js']);
  });

  it.each(['/', '/case', '/case/42/notes', '/no/such/page'])('names no files for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(preloadLinksOf(res.body)).toEqual([]);
    expect(res.body).toContain('Docket shell');
  });

  it('sends the sign-in page drawn, in the visitor’s language, with its title and its files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/login', headers: { cookie: 'lang=de' } });
    expect(res.body).toContain('<div id="root"><main><h1>Willkommen zurück!</h1></main></div>');
    expect(res.body).toContain('<title>Anmelden | Docket</title>');
    expect(res.body).toContain('<html lang="de" dir="ltr"');
    expect(preloadLinksOf(res.body)).toEqual([
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/de-1.js',
    ]);
    // Under the same strict policy as every page: no inline script, none needed.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    // A `$` in the page is its own, not a pattern of the insertion.
    const english = await t.app.inject({ method: 'GET', url: '/account/login' });
    expect(english.body).toContain('<p>Save $&amp; more</p>');
  });

  it('sends the same page whatever the query string holds: a returnUrl or a code is never in its HTML', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/account/login' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/account/login?returnUrl=%2Fcases%3Fq%3Dsecret-term&code=reset-code-123',
    });
    expect(res.body).toBe(plain.body);
    expect(res.body).not.toMatch(/secret-term|reset-code-123|returnUrl/);
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it('finds the drawn page by its route, as the router matches the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Account/Login/' });
    expect(res.body).toContain('<h1>Welcome Back!</h1>');
    expect(res.body).toContain('<title>Sign In | Docket</title>');
  });

  it('leaves a page the build did not draw to the browser: a signed-in screen, a language it lacks', async () => {
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).toContain('<title>Docket shell</title>');
    const russian = await t.app.inject({
      method: 'GET',
      url: '/account/login',
      headers: { cookie: 'lang=ru' },
    });
    expect(russian.body).toContain('<div id="root"></div>');
  });

  it('sends every page in the theme chosen on the device (the `theme` cookie)', async () => {
    const theme = async (cookie?: string) =>
      /<html[^>]*data-bs-theme="(\w+)"/.exec(
        (await t.app.inject({ method: 'GET', url: '/account/login', headers: cookie ? { cookie } : {} }))
          .body,
      )?.[1];
    expect(await theme('lang=de; theme=dark')).toBe('dark');
    expect(await theme('theme=light')).toBe('light');
    expect(await theme()).toBe('light');
    expect(await theme('theme="><script>')).toBe('light');
    const dark = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'theme=dark' } });
    expect(dark.body).toContain('data-bs-theme="dark"');
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

  it('compresses the page for a browser that accepts it, under the same validator', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    // A cache must tell the copies apart, whichever one it is asked to revalidate.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    for (const answer of [plain, res, revalidated]) {
      expect(answer.headers.vary).toMatch(/cookie/i);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a built file too small to have a compressed copy as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
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

function preloadLinksOf(html: string): string[] {
  return [...html.matchAll(/<link rel="(\w+)"(?: as="(\w+)")? crossorigin href="([^"]+)">/g)].map(
    ([, rel, as, href]) => [rel, as, href].filter(Boolean).join(' '),
  );
}

describe('a build without a valid preload list', () => {
  it('serves its index.html as it is, until a valid list arrives', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'docket-dist-'));
    const html = '<!doctype html><html><head><title>Bare</title></head></html>';
    writeFileSync(join(bare, 'index.html'), html);
    mkdirSync(join(bare, '.vite'));
    // A list naming something other than the build's assets is refused whole.
    writeFileSync(
      join(bare, '.vite', 'route-preloads.json'),
      JSON.stringify({
        routes: [{ path: 'dashboard', module: 'src/dash.tsx' }],
        modules: { 'src/dash.tsx': { scripts: ['"><script>x</script>'], styles: [] } },
        appTextsWith: 'src/shell.tsx',
        texts: {},
        appTexts: {},
      }),
    );
    const bareApp = await buildTestApp({ env: { WEB_DIST_DIR: bare } });
    try {
      const res = await bareApp.app.inject({ method: 'GET', url: '/dashboard' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
      // The build writes its list after index.html: a page asked for in between is not the last word.
      const list = join(bare, '.vite', 'route-preloads.json');
      writeFileSync(
        list,
        JSON.stringify({
          routes: [{ path: 'dashboard', module: 'src/dash.tsx' }],
          modules: { 'src/dash.tsx': { scripts: ['assets/dash-2.js'], styles: [] } },
          appTextsWith: 'src/shell.tsx',
          texts: {},
          appTexts: {},
        }),
      );
      utimesSync(list, new Date(), new Date(Date.now() + 60_000));
      const later = await bareApp.app.inject({ method: 'GET', url: '/dashboard' });
      expect(preloadLinksOf(later.body)).toEqual(['modulepreload /assets/dash-2.js']);
    } finally {
      await bareApp.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
