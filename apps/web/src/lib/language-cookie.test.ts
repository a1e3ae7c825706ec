import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from './language-cookie';

/**
 * The only cookie Docket has: the interface language, written by the web app (the API sets none;
 * tokens travel in headers). It holds no secret, so script may read it, but it is scoped to the
 * site, never sent on cross-site requests, and only over HTTPS when the site is served over it.
 */
type JarCookie = { key: string; path: string; sameSite: string; secure: boolean; httpOnly: boolean };
type Jsdom = {
  reconfigure(options: { url: string }): void;
  cookieJar: { getCookiesSync(url: string): JarCookie[]; removeAllCookiesSync(): void };
};
const dom = (globalThis as unknown as { jsdom: Jsdom }).jsdom;
const original = window.location.href;

afterEach(() => {
  dom.cookieJar.removeAllCookiesSync();
  dom.reconfigure({ url: original });
});

function langCookie(url: string): JarCookie {
  const cookie = dom.cookieJar.getCookiesSync(url).find((c) => c.key === 'lang');
  if (!cookie) throw new Error('no lang cookie');
  return cookie;
}

describe('the language cookie', () => {
  it('is SameSite=Lax, for the whole site, and Secure on HTTPS', () => {
    dom.reconfigure({ url: 'https://docket.example.com/settings' });
    writeLanguageCookie('de');
    const cookie = langCookie('https://docket.example.com/');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'lax', secure: true });
  });

  it('is not Secure on a plain-HTTP office server, where it could not be sent back otherwise', () => {
    dom.reconfigure({ url: 'http://docket.office.lan/settings' });
    writeLanguageCookie('it');
    expect(langCookie('http://docket.office.lan/')).toMatchObject({
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
  });
});
