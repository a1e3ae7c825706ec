import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

/** A build's index.html as apps/web/scripts/rtl-stylesheet.ts leaves it. */
const INDEX = `<!doctype html><html lang="en" data-bs-theme="light"><head><title>Docket shell</title>
<link rel="stylesheet" crossorigin href="/assets/index-1.css" data-ltr="/assets/index-1.css" data-rtl="/assets/rtl-1.css">
</head><body><div id="root"></div></body></html>`;

const emailCopy = (family: 'account' | 'cases', language: string) =>
  JSON.parse(
    readFileSync(new URL(`../modules/${family}/email-copy/${language}.json`, import.meta.url), 'utf8'),
  );

const root = mkdtempSync(join(tmpdir(), 'docket-page-language-'));
const dist = join(root, 'dist');
const dataDir = join(root, 'data');
mkdirSync(dist);
mkdirSync(join(dataDir, 'locales'), { recursive: true });
writeFileSync(join(dist, 'index.html'), INDEX);
writeBuiltPages(dist);
// The firm's corrections: one web string and one e-mail subject in Arabic.
writeFileSync(
  join(dataDir, 'locales', 'ar.json'),
  JSON.stringify({
    login: { heading: 'مرحباً بعودتك' },
    emails: { account: { reset: { subject: 'أعد تعيين كلمة المرور (مصحح)' } } },
  }),
);

/**
 * What the web build writes for its public pages (decision 042): the route tree, the pages it
 * rendered in each language with the shipped texts, and its renderer (dist/.ssr/prerender.js),
 * here one that writes the heading it is given and notes each call, and cannot draw the sign-up page.
 */
function writeBuiltPages(dir: string): void {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, '.ssr'), { recursive: true });
  writeFileSync(
    join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          module: 'src/account.tsx',
          children: [
            { path: 'account/login', module: 'src/login.tsx' },
            { path: 'account/signup', module: 'src/signup.tsx' },
          ],
        },
      ],
      modules: {
        'src/account.tsx': { scripts: [], styles: [] },
        'src/login.tsx': { scripts: [], styles: [] },
        'src/signup.tsx': { scripts: [], styles: [] },
      },
      appTextsWith: 'src/shell.tsx',
      texts: {},
      appTexts: {},
    }),
  );
  const built = (heading: string) => ({ title: 'Sign In | Docket', html: `<h1>${heading}</h1>` });
  writeFileSync(
    join(dir, '.vite', 'prerendered-pages.json'),
    JSON.stringify({
      '/account/login': {
        ar: built('مرحبًا بعودتك!'),
        de: built('Willkommen zurück!'),
        en: built('Welcome Back!'),
      },
      '/account/signup': { ar: built('تسجيل'), de: built('Registrieren'), en: built('Register') },
    }),
  );
  writeFileSync(
    join(dir, '.ssr', 'prerender.js'),
    `export const calls = [];
export async function renderPage(path, language, corrections) {
  calls.push({ path, language, corrections });
  if (path === '/account/signup') throw new Error('this renderer cannot draw the sign-up page');
  const heading = corrections[language]?.login?.heading ?? corrections.en?.login?.heading ?? 'shipped';
  return { title: 'Corrected <' + language + '>', html: '<h1>' + heading + '</h1>' };
}
`,
  );
}

/** The calls the build's renderer in `dir` was asked to make (it is the server's own copy). */
const rendererCalls = async (dir: string) =>
  ((await import(pathToFileURL(join(dir, '.ssr', 'prerender.js')).href)) as { calls: unknown[] }).calls;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (language: string) =>
  t.app.inject({ method: 'GET', url: '/account/login', headers: { cookie: `lang=${language}` } });
const overridesMeta = (body: string) =>
  /<meta name="docket-text-overrides" content="([^"]*)">/.exec(body)?.[1] ?? null;

describe('the page in the visitor’s language', () => {
  it.each(['ar', 'fa', 'ckb', 'ps', 'ur'])(
    'is sent right to left for %s, with the right-to-left stylesheet',
    async (code) => {
      const res = await page(code);
      expect(res.body).toContain(`<html lang="${code}" dir="rtl" data-bs-theme="light">`);
      expect(res.body).toContain('href="/assets/rtl-1.css"');
      expect(res.body).not.toContain('href="/assets/index-1.css"');
    },
  );

  it.each(['en', 'ti', 'vi', 'sq', 'ru'])(
    'is sent left to right for %s, with the entry stylesheet',
    async (code) => {
      const res = await page(code);
      expect(res.body).toContain(`<html lang="${code}" dir="ltr"`);
      expect(res.body).toContain('href="/assets/index-1.css"');
      expect(res.body).not.toContain('href="/assets/rtl-1.css"');
    },
  );

  it('names the languages the firm corrected, whose corrections the browser fetches alone', async () => {
    const meta = overridesMeta((await page('en')).body);
    expect(meta).toMatch(/^ar:[\w-]+$/);
    const version = meta?.split(':')[1];
    const res = await t.app.inject({ method: 'GET', url: `/locales/overrides/ar.${version}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login: { heading: 'مرحباً بعودتك' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An older page's version gets today's corrections, not to be kept.
    const stale = await t.app.inject({ method: 'GET', url: '/locales/overrides/ar.old.json' });
    expect(stale.json()).toEqual({ login: { heading: 'مرحباً بعودتك' } });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const none = await t.app.inject({ method: 'GET', url: `/locales/overrides/fa.${version}.json` });
    expect(none.statusCode).toBe(404);
  });
});

describe('the public pages the build drew, with the firm’s corrections', () => {
  it('draws a page again with the corrections of its language, once, and never shows the shipped words', async () => {
    const first = await page('ar');
    expect(first.body).toContain('<div id="root"><h1>مرحباً بعودتك</h1></div>');
    expect(first.body).not.toContain('مرحبًا بعودتك!');
    // The title is escaped into the page.
    expect(first.body).toContain('<title>Corrected &lt;ar&gt;</title>');
    await page('ar');
    expect(await rendererCalls(dist)).toEqual([
      {
        path: '/account/login',
        language: 'ar',
        corrections: { ar: { login: { heading: 'مرحباً بعودتك' } } },
      },
    ]);
  });

  it('sends the build’s own page for a language the firm did not correct', async () => {
    const res = await page('de');
    expect(res.body).toContain('<div id="root"><h1>Willkommen zurück!</h1></div>');
    expect((await rendererCalls(dist)).some((call) => (call as { language: string }).language === 'de')).toBe(
      false,
    );
  });

  it('leaves the page to the browser when it cannot be drawn with the corrections', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/signup', headers: { cookie: 'lang=ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('تسجيل');
  });

  it('draws every language’s page again when the firm corrected English, the fallback', async () => {
    const other = mkdtempSync(join(tmpdir(), 'docket-english-corrected-'));
    mkdirSync(join(other, 'dist'));
    mkdirSync(join(other, 'data', 'locales'), { recursive: true });
    writeFileSync(join(other, 'dist', 'index.html'), INDEX);
    writeBuiltPages(join(other, 'dist'));
    writeFileSync(
      join(other, 'data', 'locales', 'en.json'),
      JSON.stringify({ login: { heading: 'Hello again' } }),
    );
    const english = await buildTestApp({
      env: { WEB_DIST_DIR: join(other, 'dist'), DATA_DIR: join(other, 'data') },
    });
    try {
      const res = await english.app.inject({
        method: 'GET',
        url: '/account/login',
        headers: { cookie: 'lang=de' },
      });
      expect(res.body).toContain('<div id="root"><h1>Hello again</h1></div>');
    } finally {
      await english.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('e-mails in the reader’s language', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });

  it('are written right to left in Persian, in its own words', async () => {
    const user = await createUser(t.db, 'Client', { language: 'fa' });
    const since = t.smtp.received.length;
    await forgot(user.email);
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe(emailCopy('account', 'fa').reset.subject);
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
  });

  it('take the firm’s corrections (Arabic), right to left', async () => {
    const user = await createUser(t.db, 'Client', { language: 'ar' });
    const since = t.smtp.received.length;
    await forgot(user.email);
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe('أعد تعيين كلمة المرور (مصحح)');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // Only the subject was corrected: the rest is the shipped Arabic.
    expect(mail.text).toContain(emailCopy('account', 'ar').reset.body);
  });

  it('are left to right in Tigrinya', async () => {
    const user = await createUser(t.db, 'Client', { language: 'ti' });
    const since = t.smtp.received.length;
    await forgot(user.email);
    const mail = await t.smtp.messageTo(user.email, since);
    expect(mail.subject).toBe(emailCopy('account', 'ti').reset.subject);
    expect(mail.html).toContain('<html lang="ti" dir="ltr">');
  });
});

describe('a correction of a key the texts do not have', () => {
  it('stops the start, naming the file and the key', async () => {
    const other = mkdtempSync(join(tmpdir(), 'docket-bad-locales-'));
    mkdirSync(join(other, 'locales'));
    writeFileSync(join(other, 'locales', 'ps.json'), JSON.stringify({ login: { heding: 'x' } }));
    try {
      await expect(buildTestApp({ env: { WEB_DIST_DIR: dist, DATA_DIR: other } })).rejects.toThrow(
        `${join(other, 'locales', 'ps.json')} overrides keys the ps texts do not have: login.heding`,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
