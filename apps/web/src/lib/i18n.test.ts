import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';
import { readLanguageCookie } from './language-cookie';

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie
  document.cookie = value;
}

function clearCookie() {
  setCookie('lang=; path=/; max-age=0');
}

afterEach(async () => {
  await setLanguage('en', { remember: false });
  clearCookie();
});

describe('language choice', () => {
  it('switches the texts, the <html lang> and remembers the choice in the lang cookie', async () => {
    await setLanguage('de');
    expect(i18n.t('nav.cases')).toBe('Fälle');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('lang=de');
    expect(readLanguageCookie()).toBe('de');
  });

  it('restores the language from the cookie on start', async () => {
    setCookie('lang=ru; path=/');
    await initI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('errors.notFound')).toBe('Извините, страница не найдена');
  });

  it('falls back to English for an unknown cookie value', async () => {
    setCookie('lang=xx; path=/');
    await initI18n();
    expect(i18n.language).toBe('en');
  });
});
