import { API } from '@docket/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './app/start';
import { setLanguage } from './lib/i18n';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from './lib/session';
import { forgetTextOverrides, OVERRIDES_META, overridesUrl } from './lib/text-overrides';
import { LANGUAGE_CODES, PRERENDERED_PATHS, renderPage } from './prerender';
import { answer, sent, server } from './test/network';
import { validToken } from './test/tokens';

/**
 * The public pages as the server sends them (rendered to HTML with React's static rendering) and
 * as the browser takes them over: hydrated by the app's own start (app/start.tsx), which must
 * keep every element the HTML drew. React draws a page again where the two differ, and says so
 * through `onRecoverableError`; in development it warns of a mismatch it lets stand.
 */
let container: HTMLElement;
let errors: { mock: { calls: unknown[][] } };

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  errors = vi.spyOn(console, 'error');
});

afterEach(async () => {
  container.remove();
  document.head.querySelector(`meta[name="${OVERRIDES_META}"]`)?.remove();
  forgetTextOverrides();
  // The browser's language for the next test: English, as a first visit has it.
  document.cookie = 'lang=en; path=/';
  await setLanguage('en', { remember: false });
});

/** Console errors about hydration: a page drawn again, or a mismatch React let stand. */
const hydrationErrors = () =>
  errors.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((text) => /hydrat|drawn again/i.test(text));

/** Opens `address` in the browser with the page the server would send for it, and hydrates it. */
async function hydrate(address: string, html: string, language = 'en') {
  window.history.replaceState(null, '', address);
  document.cookie = `lang=${language}; path=/`;
  container.innerHTML = html;
  const heading = container.querySelector('h1');
  await startApp(container);
  // The fields wait until the page is the app's (AuthCard): then it is hydrated.
  await waitFor(() => expect(container.querySelector('fieldset')).not.toBeDisabled());
  return heading;
}

describe('the public pages rendered to HTML', () => {
  it('are the account pages and their cover variants, in every language', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/account/login',
      '/account/signup',
      '/account/reset-password',
      '/account/set-password',
      '/auth/login-2',
      '/auth/signup-2',
      '/auth/recoverpwd-2',
    ]);
    expect(LANGUAGE_CODES).toHaveLength(13);
  });

  it('draw the page in its language with its title, and nothing the CSP refuses', async () => {
    const english = await renderPage('/account/login', 'en');
    expect(english.title).toBe('Sign In | Docket – Law-Firm AI Platform');
    expect(english.html).toContain('Welcome Back!');
    const arabic = await renderPage('/account/login', 'ar');
    expect(arabic.html).toContain('مرحبًا بعودتك!');
    expect(arabic.html).not.toContain('Welcome Back!');
    for (const path of PRERENDERED_PATHS) {
      const { html } = await renderPage(path, 'de');
      // The CSP allows no inline script or style: the HTML has neither, nor a style attribute.
      expect(html, path).not.toMatch(/<script|<style|\sstyle="/i);
      // Its form waits for the page's script (AuthCard).
      expect(html, path).toMatch(/<fieldset disabled="">/);
    }
  });

  it('draw a page with the firm’s corrections of its language and of English in place of the shipped words', async () => {
    const { html } = await renderPage('/account/login', 'ar', {
      ar: { login: { heading: 'أهلاً من جديد (مصحح)' } },
      en: { login: { subtitle: 'Corrected English' } },
    });
    expect(html).toContain('أهلاً من جديد (مصحح)');
    expect(html).not.toContain('مرحبًا بعودتك!');
  });
});

describe('the browser takes over the page the server sent', () => {
  it('hydrates the sign-in page without drawing it again, and its form works', async () => {
    const { html } = await renderPage('/account/login', 'en');
    const heading = await hydrate('/account/login?returnUrl=%2Fcases', html);
    expect(container.querySelector('h1')).toBe(heading);
    expect(hydrationErrors()).toEqual([]);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeEnabled();
  });

  it('hydrates a right-to-left page in its language', async () => {
    const { html } = await renderPage('/auth/login-2', 'ar');
    const heading = await hydrate('/auth/login-2', html, 'ar');
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('مرحبًا بعودتك!');
    expect(document.documentElement.dir).toBe('rtl');
    expect(hydrationErrors()).toEqual([]);
  });

  it('hydrates a page with the firm’s corrections, which the browser fetches before it does', async () => {
    const corrected = { login: { heading: 'مرحباً (مصحح)' } };
    const meta = document.createElement('meta');
    meta.name = OVERRIDES_META;
    meta.content = 'ar:v1';
    document.head.append(meta);
    server.use(http.get(overridesUrl('ar', 'v1'), () => HttpResponse.json(corrected)));
    const { html } = await renderPage('/account/login', 'ar', { ar: corrected });
    const heading = await hydrate('/account/login', html, 'ar');
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('مرحباً (مصحح)');
    expect(hydrationErrors()).toEqual([]);
  });

  it('hydrates the set-password page opened from its link, the code read from the address', async () => {
    const { html } = await renderPage('/account/set-password', 'en');
    const heading = await hydrate('/account/set-password?userId=7&code=abc&returnUrl=%2Fcases', html);
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByLabelText(/^New password/)).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hydrationErrors()).toEqual([]);
    expect(html).not.toContain('abc');
  });

  it('says the link is incomplete once hydrated, when the address has no code', async () => {
    const { html } = await renderPage('/account/set-password', 'en');
    await hydrate('/account/set-password', html);
    expect(await screen.findByRole('alert')).toHaveTextContent(/link/i);
    expect(hydrationErrors()).toEqual([]);
  });

  it('ends the session of a signed-in visitor who opens the sign-in page, as the spec asks', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    server.use(answer(API.logout, null));
    const { html } = await renderPage('/account/login', 'en');
    const heading = await hydrate('/account/login', html);
    expect(container.querySelector('h1')).toBe(heading);
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    await waitFor(() => expect(sent(API.logout)).toHaveLength(1));
    expect(hydrationErrors()).toEqual([]);
  });
});
